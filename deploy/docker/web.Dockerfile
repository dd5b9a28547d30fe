# syntax=docker/dockerfile:1
# IronKeep web image: the built SPA served by nginx, proxying /api/ and /metrics to "backend:3000"
# (deploy/nginx/nginx.conf) on port 8080 as the image's non-root "nginx" user. The local
# edition's web interface has its own image: deploy/local-edition/web.Dockerfile.
# Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t ironkeep/web .
# Exact versions: a rebuild gets the same base. Bump deliberately (docs/operations.md, upgrades).
ARG NODE_IMAGE=node:20.19.2-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27.5-alpine

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY local-service/package.json local-service/
# The workspace root provides TypeScript, which the frontend's build script type-checks with.
RUN npm ci --workspace frontend --include-workspace-root --no-audit --no-fund
ARG VITE_SALES_EMAIL
ENV VITE_SALES_EMAIL=${VITE_SALES_EMAIL}
COPY frontend frontend
RUN npm run build --workspace frontend

FROM ${NGINX_IMAGE} AS runtime
# Full nginx.conf replaces the image's default (which would also load conf.d/default.conf).
RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/snippets/ /etc/nginx/snippets/
COPY --from=build /app/frontend/dist /usr/share/nginx/html
# The image's "nginx" user (uid 101); the config keeps pid and temp files in /tmp.
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
CMD ["nginx", "-g", "daemon off;"]
