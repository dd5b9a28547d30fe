# syntax=docker/dockerfile:1
# IronKeep web image: the built SPA served by nginx, proxying /api/ and /metrics to "backend:3000"
# (deploy/nginx/nginx.conf). The same image serves the local edition's web interface with
# deploy/nginx/local-edition.conf (no backend; see deploy/local-edition/docker-compose.yml).
# Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t ironkeep/web .
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:alpine

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
COPY deploy/nginx/local-edition.conf /etc/nginx/local-edition.conf
COPY deploy/nginx/snippets/ /etc/nginx/snippets/
COPY --from=build /app/frontend/dist /usr/share/nginx/html
EXPOSE 80
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/healthz"]
CMD ["nginx", "-g", "daemon off;"]
