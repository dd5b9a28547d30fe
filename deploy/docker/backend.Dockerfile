# syntax=docker/dockerfile:1
# IronKeep backend image: NestJS API that also serves the built SPA (frontend/dist) on one port.
# Build from the repository root:
#   docker build -f deploy/docker/backend.Dockerfile -t ironkeep/backend .
# Exact versions: a rebuild gets the same base. Bump deliberately (docs/operations.md, upgrades).
ARG NODE_IMAGE=node:20.19.2-bookworm-slim

# ---- dependencies (dev included) for the backend and frontend workspaces ----------------------
FROM ${NODE_IMAGE} AS deps
# Toolchain for native modules (better-sqlite3, argon2) when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# npm ci checks the lockfile against every workspace manifest, so all three are copied.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY local-service/package.json local-service/
RUN npm ci --workspace backend --workspace frontend --include-workspace-root \
  --no-audit --no-fund

# ---- build: SPA (Vite) and API (tsc) ------------------------------------------------------------
FROM deps AS build
ARG VITE_SALES_EMAIL
ENV VITE_SALES_EMAIL=${VITE_SALES_EMAIL}
COPY backend backend
COPY frontend frontend
RUN npm run build --workspace frontend \
  && npm run build --workspace backend

# ---- production dependencies of the backend only -----------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY local-service/package.json local-service/
RUN npm ci --workspace backend --omit=dev --no-audit --no-fund \
  && npm cache clean --force

# ---- runtime ------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/frontend/dist
WORKDIR /app
# Application files stay owned by root (read-only for the app user); only DATA_DIR is writable.
COPY --from=prod-deps /app ./
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/frontend/dist ./frontend/dist
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
