# syntax=docker/dockerfile:1
# The storefront's production image: the API server (run by start:cluster, WORKERS processes on one port) with the
# built H5 site and operator console. Build: `docker build -t storefront .`; run it with compose.yaml (PostgreSQL,
# Redis, nginx in front). The server runs its TypeScript through tsx, a runtime dependency, so there is no
# separate server build.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- dependencies, dev ones included (Taro and Vite build the sites) ------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm 10: npm 11 rejects this lockfile; install scripts are skipped (Taro's would call a vendor host, NutUI's sends
# telemetry, and argon2, esbuild and sharp ship their binaries inside their packages)
RUN npx -y npm@10 ci --ignore-scripts --no-audit --no-fund

# ---- the H5 site and the console, then the dev dependencies pruned ------------------------------------------------
FROM deps AS build
COPY . .
RUN NODE_ENV=production npm run build:h5 \
 && npm run build:admin \
 && npx -y npm@10 prune --omit=dev --ignore-scripts --no-audit --no-fund

# ---- what runs ------------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# SEED=false: the demo shop (published passwords) is never loaded here; with NODE_ENV=production the server also
# refuses SEED=true, or a database holding the demo accounts, unless DEMO_DATA=allow
ENV NODE_ENV=production \
    SEED=false \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist/h5 \
    ADMIN_DIR=/app/dist/admin
WORKDIR /app
# the server needs only production packages: drizzle-kit (dev) makes migrations, which ship as SQL in server/
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server ./server
COPY --from=build /app/contract ./contract
COPY --from=build /app/scripts/start-cluster.mjs ./scripts/start-cluster.mjs
COPY --from=build /app/dist/h5 ./dist/h5
COPY --from=build /app/dist/admin ./dist/admin
# DATA_DIR holds uploaded images (SECRET_KEY must be set: production refuses a generated key): a volume the node user owns
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# the primary forwards SIGTERM to every worker, which finish their requests and jobs (docker stop's grace period)
CMD ["node", "--import", "tsx", "scripts/start-cluster.mjs"]
