# syntax=docker/dockerfile:1
# IronKeep local edition web interface: the built web client served by nginx on port 3001, as a
# non-root user (deploy/nginx/local-edition.conf). The page calls the chat service on
# http://localhost:8080 from the browser.
# Build from the repository root:
#   docker build -f deploy/local-edition/web.Dockerfile -t ironkeep/local-web .
# Exact versions: a rebuild gets the same base. Bump deliberately (docs/operations.md, upgrades).
ARG NODE_IMAGE=node:20.19.2-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27.5-alpine

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY local-service/package.json local-service/
RUN npm ci --workspace frontend --include-workspace-root --no-audit --no-fund
# Where the page finds the chat service (the browser's view, so localhost).
ARG VITE_LOCAL_API_BASE=http://localhost:8080
ENV VITE_LOCAL_API_BASE=${VITE_LOCAL_API_BASE}
COPY frontend frontend
RUN npm run build --workspace frontend

FROM ${NGINX_IMAGE} AS runtime
RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx/local-edition.conf /etc/nginx/nginx.conf
COPY deploy/nginx/snippets/ /etc/nginx/snippets/
COPY --from=build /app/frontend/dist /usr/share/nginx/html
# The image's "nginx" user (uid 101); the config keeps pid and temp files in /tmp.
USER nginx
EXPOSE 3001
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:3001/healthz"]
CMD ["nginx", "-g", "daemon off;"]
