# Tales of Deeds: a build stage with the whole development install, and a run stage with only
# what the built server loads (docs/operations.md, "Containers"). Build from the repository root:
#   docker build -t tales-of-deeds .
#   docker run -p 3000:3000 -v tod-data:/data tales-of-deeds
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The package files first, so the install layer is reused while only the source changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/game/package.json packages/game/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY sim/package.json sim/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS run
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# npm ci needs every workspace's package.json; the run stage needs nothing else of the source.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/game/package.json packages/game/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
COPY --from=build /app/sim/package.json sim/
# Only the server's dependencies: pglite, sharp and argon2 (ADR 0015); no package runs a script.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY LICENSE ./
# The embedded database (and the operator endpoint's file) live in the volume, owned by the
# unprivileged user the server runs as; with DATABASE_URL it stays empty.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready, not merely alive: 503 until migrations and seeding are done and while draining.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is process 1, so SIGTERM reaches the server's graceful stop (at most 10 s; give
# `docker stop` more than that: --time 15, or stop_grace_period in compose).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
