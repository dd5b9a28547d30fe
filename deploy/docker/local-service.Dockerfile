# syntax=docker/dockerfile:1
# IronKeep local edition in one image: the chat service (port 8080), its web interface (the built
# web client, port 3001) and the `ironkeep` CLI. Runs as the non-root "node" user.
# Build from the repository root:
#   docker build -f deploy/docker/local-service.Dockerfile -t ironkeep/local-service .
# Run (Ollama on the host):
#   docker run -d -p 127.0.0.1:8080:8080 -p 127.0.0.1:3001:3001 -e IRONKEEP_LICENSE_KEY=... \
#     -e OLLAMA_URL=http://host.docker.internal:11434 --add-host host.docker.internal:host-gateway \
#     -v ironkeep_data:/data ironkeep/local-service
# Exact versions: a rebuild gets the same base. Bump deliberately (docs/operations.md, upgrades).
ARG NODE_IMAGE=node:20.19.2-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY local-service/package.json local-service/
RUN npm ci --workspace local-service --workspace frontend --include-workspace-root --no-audit --no-fund
COPY local-service local-service
# Compile, then drop the compiled tests and their fakes from the output.
RUN npm run build --workspace local-service \
  && find local-service/dist -name '*.test.js*' -delete \
  && rm -rf local-service/dist/testing
ARG VITE_LOCAL_API_BASE=http://localhost:8080
ENV VITE_LOCAL_API_BASE=${VITE_LOCAL_API_BASE}
COPY frontend frontend
RUN npm run build --workspace frontend

FROM ${NODE_IMAGE} AS prod-deps
# Toolchain for native modules (the service's SQLite store) when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY local-service/package.json local-service/
RUN npm ci --workspace local-service --omit=dev --no-audit --no-fund \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    LOCAL_SERVICE_PORT=8080 \
    LOCAL_SERVICE_HOST=0.0.0.0 \
    LOCAL_WEB_PORT=3001 \
    OLLAMA_URL=http://ollama:11434 \
    DATA_DIR=/data \
    IRONKEEP_HOME=/data/cli
WORKDIR /app
COPY --from=prod-deps /app ./
COPY local-service/package.json local-service/
COPY --from=build /app/local-service/dist ./local-service/dist
# The bundled web client is served on LOCAL_WEB_PORT (LOCAL_WEB_DIR=none turns it off).
COPY --from=build /app/frontend/dist ./local-service/web
RUN mkdir -p /data && chown node:node /data \
  && ln -s /app/local-service/dist/cli.js /usr/local/bin/ironkeep \
  && chmod 755 /app/local-service/dist/cli.js
VOLUME ["/data"]
USER node
EXPOSE 8080 3001
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.LOCAL_SERVICE_PORT||8080)+'/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "local-service/dist/server.js"]
