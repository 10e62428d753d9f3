# Pitchfit's images (docs/operations.md#container-images). Three targets:
#   api     the API: node apps/api/dist/index.js on port 3000; also runs migrations (node tooling/stack/dist/migrate.js)
#   web     the api target plus the built web app, which the API serves on the same origin (as `pnpm start` does)
#   worker  the worker: node apps/worker/dist/index.js
# BASE_IMAGE is any Debian-based image with Node 20.19+ (or 22.12+) and npm. Real deployments pass
# node:20-bookworm-slim; `pnpm test:images` passes a Debian trixie image it builds itself, where no
# registry answers (tooling/images/base). Build with `--format docker`: OCI images drop HEALTHCHECK.
#   podman build --format docker --build-arg BASE_IMAGE=node:20-bookworm-slim --target web -t pitchfit-web .
ARG BASE_IMAGE=node:20-bookworm-slim

FROM ${BASE_IMAGE} AS pnpm
ARG PNPM_VERSION=10.34.9
RUN [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ] \
 || npm install -g --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
ENV CI=true TURBO_TELEMETRY_DISABLED=1
WORKDIR /app

# Every package's manifest and nothing else: the installs below run again only when one changes
# (a changed source file changes this stage, but not what it copies on).
FROM pnpm AS manifests
COPY . /src
RUN cd /src && mkdir /manifests \
 && cp -r --parents package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc patches \
      $(find apps packages tooling -mindepth 2 -maxdepth 2 -name package.json) /manifests/

# pnpm's store lives in a build cache (--mount=type=cache, kept between builds), not in any layer:
# each install below links or copies from it, and downloads only what it lacks.
FROM pnpm AS build
COPY --from=manifests /manifests ./
RUN --mount=type=cache,id=pitchfit-pnpm-store,target=/pnpm-store \
    pnpm install --frozen-lockfile --store-dir /pnpm-store
COPY . .
# Again, now that the sources are here: links the workspace's own bins (pitchfit-build), which the
# first install skipped for want of their files; everything else is in place already.
RUN --mount=type=cache,id=pitchfit-pnpm-store,target=/pnpm-store \
    pnpm install --offline --frozen-lockfile --store-dir /pnpm-store
# The same builds as `pnpm start` and `pnpm build` (esbuild bundles of the apps, Vite for the web app),
# and `pnpm migrate` bundled the same way, so no image needs tsx or the embedded PostgreSQL.
RUN pnpm --filter @pitchfit/api --filter @pitchfit/worker --filter @pitchfit/web build \
 && pnpm --filter @pitchfit/stack build:migrate
# What each image runs besides its installs: the bundles, and the runtime workspace packages' own
# files (drizzle's migrations, the scoring data beside its sources), which the bundles find at their
# source paths. Tests stay behind.
RUN for part in 'shared packages/contracts packages/db packages/queue packages/scoring' \
                'api apps/api/dist tooling/stack/dist' 'worker apps/worker/dist'; do \
      set -- $part; mkdir -p "/runtime/$1"; dir="/runtime/$1"; shift; \
      tar -c --exclude=node_modules --exclude='*.test.ts' --exclude=test "$@" | tar -x -C "$dir"; \
    done

# The runtime images start from the pnpm stage (pnpm installs their production dependencies), with a
# user of their own.
FROM pnpm AS runtime
RUN useradd --system --user-group --uid 10001 --home-dir /app --no-create-home pitchfit
ENV NODE_ENV=production

# Production dependencies only, one install per app: the app and the workspace packages it depends on
# (--filter-prod: `...` alone would follow devDependencies too, and bring the test tooling).
FROM runtime AS api
COPY --from=manifests /manifests ./
RUN --mount=type=cache,id=pitchfit-pnpm-store,target=/pnpm-store \
    pnpm install --frozen-lockfile --prod --store-dir /pnpm-store --filter-prod '@pitchfit/api...'
COPY --from=build /runtime/shared /runtime/api ./
USER pitchfit
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
# /healthz: the process answers (docs/operations.md#health-checks); /readyz would take a replica out
# whenever PostgreSQL or Redis blinks, which the proxy's own check is for.
HEALTHCHECK --interval=15s --timeout=10s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/index.js"]

FROM api AS web
COPY --from=build /app/apps/web/dist ./apps/web/dist
ENV WEB_DIST_DIR=/app/apps/web/dist

FROM runtime AS worker
# jemalloc under the worker's Node: deck buffers and the reading threads' memory go back to the system
# once freed (tooling/stack/src/worker-env.ts says why and what it measured). At a path of its own, so
# LD_PRELOAD names it on every architecture.
RUN { dpkg -s libjemalloc2 >/dev/null 2>&1 \
      || { apt-get update -qq && apt-get install -y -qq --no-install-recommends libjemalloc2 >/dev/null \
           && rm -rf /var/lib/apt/lists/*; }; } \
 && ln -s "$(dpkg -L libjemalloc2 | grep '/libjemalloc.so.2$')" /usr/local/lib/libjemalloc.so.2
COPY --from=manifests /manifests ./
RUN --mount=type=cache,id=pitchfit-pnpm-store,target=/pnpm-store \
    pnpm install --frozen-lockfile --prod --store-dir /pnpm-store --filter-prod '@pitchfit/worker...'
COPY --from=build /runtime/shared /runtime/worker ./
USER pitchfit
# The worker touches this file while its event loop turns and Redis is connected (apps/worker/src/heartbeat.ts).
ENV WORKER_HEARTBEAT_FILE=/tmp/pitchfit-worker-heartbeat
# The values `pnpm start` gives the worker (tooling/stack/src/worker-env.ts).
ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
    MALLOC_CONF=background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["sh", "-c", "test $(( $(date +%s) - $(stat -c %Y \"$WORKER_HEARTBEAT_FILE\") )) -lt 45"]
CMD ["node", "apps/worker/dist/index.js"]
