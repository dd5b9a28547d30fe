# Thin layer over the npm workspace scripts. Every target installs what it needs first.
SHELL := /bin/bash
.DEFAULT_GOAL := help

export DATA_DIR ?= $(CURDIR)/data
# The PostgreSQL + Redis half of the backend e2e suite runs against these (CI sets them too).
export TEST_DATABASE_URL ?= postgres://postgres:postgres@127.0.0.1:5432/test
export TEST_REDIS_URL ?= redis://127.0.0.1:6379

STAMP := node_modules/.ironkeep-install-stamp
MANIFESTS := package.json package-lock.json backend/package.json frontend/package.json local-service/package.json

.PHONY: help install build build-timed run dev lint test test-browser compose-drill clean check-lint check-types \
	all-checks suite-backend-unit suite-frontend-unit suite-backend-sqlite-1 suite-backend-sqlite-2 \
	suite-backend-postgres-1 suite-backend-postgres-2 suite-browser-1 suite-browser-2

help:
	@echo "make run    build and start IronKeep on http://localhost:3000 (local service on :8080)"
	@echo "make test   lint, then every test suite (needs PostgreSQL and Redis, see README)"
	@echo "make dev    backend, Vite dev server (http://localhost:5173) and local service with reload"
	@echo "make build  production build of all workspaces"
	@echo "make lint   ESLint + Prettier"
	@echo "make compose-drill   docker compose build/up on a fresh copy, used through nginx (needs Docker)"

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

# Every step runs side by side with its output printed together when it ends (--output-sync)
# and a timing line; the lines are repeated at the end (docs/testing.md has the figures). The
# run is bound by the CPU, so the steps share it from the start until the last ends instead of
# waiting for each other: the unit suites and checks start at once, the suites that run the
# built product start when the build is done. Each database's e2e files are dealt out to two
# jest processes (backend/test/shard-sequencer.js) and the browser journeys to two vitest
# processes with a backend and a browser each (frontend/e2e/shard-sequencer.ts), so no one
# stream is left running long after the others.
TIMINGS := $(CURDIR)/node_modules/.ironkeep-test-timings
BUILT_SUITES := suite-backend-sqlite-1 suite-backend-sqlite-2 suite-backend-postgres-1 \
	suite-backend-postgres-2 suite-browser-1 suite-browser-2

# $(call timed,name,command): runs command, prints and records "name: passed|FAILED in N s".
define timed
@start=$$(date +%s); $(2); status=$$?; \
line="$(1): $$([ $$status = 0 ] && echo passed || echo FAILED) in $$(( $$(date +%s) - start )) s"; \
echo "== $$line"; echo "$$line" >> $(TIMINGS); exit $$status
endef

test: install
	@rm -f $(TIMINGS); start=$$(date +%s); \
	$(MAKE) --no-print-directory -j9 --output-sync=target AFTER_BUILD=build-timed all-checks; \
	status=$$?; echo; echo "== timings"; cat $(TIMINGS); \
	echo "== make test: $$([ $$status = 0 ] && echo passed || echo FAILED) in $$(( $$(date +%s) - start )) s"; \
	exit $$status

all-checks: check-lint check-types build-timed suite-backend-unit suite-frontend-unit $(BUILT_SUITES)

# Inside `make test` only: run alone, a suite uses whatever build is there.
$(BUILT_SUITES): $(AFTER_BUILD)

check-lint:
	$(call timed,lint (eslint + prettier),npm run lint --silent)

# The frontend's production build type-checks only what ships (tsconfig.build.json); its unit
# tests and browser journeys are type-checked here.
check-types:
	$(call timed,typecheck (backend and frontend, tests included),npm run typecheck -w backend --silent && npm run typecheck -w frontend --silent)

build-timed:
	$(call timed,build,npm run build --silent)

suite-backend-unit:
	$(call timed,backend unit,npm run test:unit -w backend --silent)

suite-frontend-unit:
	$(call timed,frontend unit,npm run test -w frontend --silent)

suite-backend-sqlite-1:
	$(call timed,backend e2e on SQLite (1/2),npm run test:e2e -w backend --silent -- --shard=1/2)

suite-backend-sqlite-2:
	$(call timed,backend e2e on SQLite (2/2),npm run test:e2e -w backend --silent -- --shard=2/2)

suite-backend-postgres-1:
	$(call timed,backend e2e on PostgreSQL + Redis (1/2),npm run test:e2e:postgres -w backend --silent -- --shard=1/2)

suite-backend-postgres-2:
	$(call timed,backend e2e on PostgreSQL + Redis (2/2),npm run test:e2e:postgres -w backend --silent -- --shard=2/2)

suite-browser-1:
	$(call timed,browser journeys (1/2),npm run test:browser -w frontend --silent -- --shard=1/2)

# The local service's tests run on the build's dist (a rebuild would empty it under the browser
# journeys that start the local service).
suite-browser-2:
	$(call timed,browser journeys (2/2),npm run test:browser -w frontend --silent -- --shard=2/2)
	$(call timed,local service,npm run test:built -w local-service --silent)

test-browser: install
	npm run test:browser -w frontend

# docker compose on a fresh copy of the tree, used through nginx as a customer would, restarted,
# removed; then the local edition's compose file (deploy/compose-drill/run.mjs, docs/testing.md).
# Needs a Docker engine, Compose (v2 or v1) and the base images (.ci/run makes them offline).
compose-drill:
	node deploy/compose-drill/run.mjs

clean:
	rm -rf backend/dist frontend/dist local-service/dist
