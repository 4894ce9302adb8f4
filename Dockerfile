# CandleLens: one image for the web app and the API. Stateless when DATABASE_URL points at
# PostgreSQL and S3_BUCKET at an S3-compatible bucket: run as many containers as the load needs.
#   docker build -t candlelens .
#   docker run -p 3000:3000 -e AUTH_SECRET=... -e DATABASE_URL=... candlelens
# See README.md, "Deployment".

ARG NODE_IMAGE=node:20-bookworm-slim

# --- 1. dependencies (cached until a package.json or the lockfile changes) -----------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Every workspace's manifest: npm ci checks them all against the lockfile.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/chart-reader/package.json packages/chart-reader/
COPY packages/analysis/package.json packages/analysis/
COPY packages/pipeline/package.json packages/pipeline/
COPY bench/package.json bench/
COPY e2e/package.json e2e/
COPY tooling/package.json tooling/
# Install scripts stay off (as with npm 11 here): sharp, argon2, esbuild and onnxruntime ship
# prebuilt binaries for linux-x64 in their packages.
RUN npm ci --ignore-scripts --no-audit --no-fund

# --- 2. build: the web app (apps/web/dist) and the server bundle (apps/server/dist) --------------
FROM deps AS build
COPY . .
RUN npm run build

# --- 3. runtime: production dependencies of the server only, the two builds, no sources ----------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/chart-reader/package.json packages/chart-reader/
COPY packages/analysis/package.json packages/analysis/
COPY packages/pipeline/package.json packages/pipeline/
COPY bench/package.json bench/
COPY e2e/package.json e2e/
COPY tooling/package.json tooling/
# The server bundle inlines the workspace packages; their npm dependencies (sharp, onnxruntime,
# the OCR models...) are installed here as the server's.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace @candlelens/server \
    && npm cache clean --force \
    && mkdir -p /data && chown node:node /data
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist

USER node
EXPOSE 3000
# Local scratch only (e-mail outbox when SMTP_URL is unset). With DATABASE_URL and S3_BUCKET set,
# nothing here needs to outlive the container.
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
