# Thin layer over the npm workspace scripts. Every target installs what it needs first.
SHELL := /bin/bash
.DEFAULT_GOAL := help

export DATA_DIR ?= $(CURDIR)/data
# The PostgreSQL + Redis half of the backend e2e suite runs against these (CI sets them too).
export TEST_DATABASE_URL ?= postgres://postgres:postgres@127.0.0.1:5432/test
export TEST_REDIS_URL ?= redis://127.0.0.1:6379

STAMP := node_modules/.ironkeep-install-stamp
MANIFESTS := package.json package-lock.json backend/package.json frontend/package.json local-service/package.json

.PHONY: help install build run dev lint test test-browser clean

help:
	@echo "make run    build and start IronKeep on http://localhost:3000 (local service on :8080)"
	@echo "make test   lint, then every test suite (needs PostgreSQL and Redis, see README)"
	@echo "make dev    backend, Vite dev server (http://localhost:5173) and local service with reload"
	@echo "make build  production build of all workspaces"
	@echo "make lint   ESLint + Prettier"

# npm ci when node_modules is missing or older than any manifest.
$(STAMP): $(MANIFESTS)
	npm ci
	@touch $@

install: $(STAMP)

build: install
	npm run build

run: build
	npm start

dev: install
	npm run dev

lint: install
	npm run lint

test: lint build
	npm test
	$(MAKE) test-browser

test-browser: install
	npm run test:browser -w frontend

clean:
	rm -rf backend/dist frontend/dist local-service/dist
