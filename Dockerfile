# One image build for every process of distributed mode (see docker-compose.yml and docs/DISTRIBUTED.md).
# Targets: api, projector, workers (Node processes sharing one runtime layer) and web (nginx + built SPA).
#   docker build --target api -t profyle-api .

# ---- shared Node base -----------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false

# Native modules (better-sqlite3) compile from source when no prebuilt binary can be fetched.
FROM base AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# Only the manifests: the dependency layers are rebuilt only when one of them changes.
# Every workspace listed in package.json must be copied here (test/compose checks it).
COPY package.json package-lock.json .npmrc ./
COPY libs/domain/package.json libs/domain/
COPY libs/contracts/package.json libs/contracts/
COPY libs/infrastructure/package.json libs/infrastructure/
COPY apps/projector/package.json apps/projector/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/

# ---- all dependencies, for building ---------------------------------------------------------------------
FROM toolchain AS deps
RUN npm ci

# ---- production dependencies only ------------------------------------------------------------------------
FROM toolchain AS prod-deps
RUN npm ci --omit=dev

# ---- build every workspace (SWC) and the web app ---------------------------------------------------------
FROM deps AS build
COPY . .
RUN npm run build \
 && mkdir -p apps/web/dist

# ---- Node runtime: production node_modules (with the workspace links) plus each workspace's dist --------
FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
COPY --from=prod-deps /app ./
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/infrastructure/dist libs/infrastructure/dist
COPY --from=build /app/apps/projector/dist apps/projector/dist
COPY --from=build /app/apps/api/dist apps/api/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node

FROM runtime AS api
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]

FROM runtime AS projector
CMD ["node", "apps/projector/dist/main.js"]

FROM runtime AS workers
CMD ["node", "apps/projector/dist/workers.js"]

# ---- static web app behind nginx, proxying the API ------------------------------------------------------
FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/web/dist /usr/share/nginx/html
EXPOSE 8080
