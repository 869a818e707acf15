# One image for all three services; docker-compose.yml picks the command per service.
# No `# syntax=` line on purpose: BuildKit would have to pull the frontend image.

# --- build: every dev dependency, compile platform, the contract and the three services --------
FROM node:22-bookworm-slim AS build
WORKDIR /app
# Manifests first: `npm ci` stays cached until a dependency changes, not on every source edit.
COPY package.json package-lock.json ./
COPY services/platform/package.json services/platform/
COPY services/contract/package.json services/contract/
COPY services/content-api/package.json services/content-api/
COPY services/media/package.json services/media/
COPY services/web/package.json services/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY services ./services
RUN npm run build

# --- production dependencies only (no vite, typescript, playwright...) ------------------------
FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY services/platform/package.json services/platform/
COPY services/contract/package.json services/contract/
COPY services/content-api/package.json services/content-api/
COPY services/media/package.json services/media/
COPY services/web/package.json services/web/
# typescript arrives only as an optional peer of @react-router/node (its dev tooling) and is
# never loaded at runtime: 23 MB saved.
RUN npm ci --omit=dev --no-audit --no-fund \
  && npm cache clean --force \
  && rm -rf node_modules/typescript

# --- edge: HAProxy and Varnish (with xkey) from Debian's packages, in front of the web replicas --
# HAProxy takes the public port and spreads misses over the web replicas (health checks, draining,
# retries); Varnish between them keeps public pages and purges them by tag (docker/edge/default.vcl).
# Node is the base image's: it runs the purger, which follows content-api's revision stream.
FROM node:22-bookworm-slim AS edge
# varnish compiles its VCL with gcc at start, hence gcc and libc6-dev (its own dependencies)
RUN apt-get update \
  && apt-get install -y --no-install-recommends haproxy varnish varnish-modules \
  && apt-get clean \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /usr/share/doc/* /usr/share/man/*
# Varnish's working directory holds the compiled VCL, loaded as a shared object: an anonymous
# volume (exec allowed, unlike a tmpfs), writable while the image's filesystem is read-only.
RUN mkdir -p /var/lib/varnish/edge && chown haproxy:haproxy /var/lib/varnish/edge
VOLUME ["/var/lib/varnish/edge"]
COPY docker/edge/haproxy.cfg /usr/local/etc/haproxy/haproxy.cfg
COPY docker/edge/default.vcl docker/edge/entrypoint.sh docker/edge/purger.mjs /usr/local/etc/edge/
# the tags a change purges, as web computes them for its own page cache (one place: content-files)
COPY --from=build /app/services/web/dist/server/content-files.js /usr/local/etc/edge/content-files.js
# Docker's health check (docker-compose.yml), at the same path as in the runtime image
COPY docker/health-check.sh /app/docker/health-check.sh
ENV EDGE_PORT=8080 EDGE_BACKEND=web:3000 EDGE_CACHE_SIZE=256m EDGE_PURGE_PORT=8090
USER haproxy
EXPOSE 8080
CMD ["bash", "/usr/local/etc/edge/entrypoint.sh"]

# --- runtime -----------------------------------------------------------------------------------
FROM node:22-bookworm-slim AS runtime
# content-api shells out to git; ca-certificates for an https CONTENT_GIT_REMOTE. Clean apt's
# caches explicitly: not every base image ships the docker-clean hook (96 MB otherwise).
RUN apt-get update \
  && apt-get install -y --no-install-recommends git ca-certificates \
  && apt-get clean \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /usr/share/doc/* /usr/share/man/*
ENV NODE_ENV=production
WORKDIR /app
# Mount points of the named volumes, owned by `node` so a fresh volume inherits that owner.
RUN mkdir -p /app/content /app/data /app/cache && chown node:node /app/content /app/data /app/cache
# prod-deps holds only manifests and node_modules (root and per workspace): copy it whole.
COPY --from=prod-deps /app ./
COPY --from=build /app/services/platform/dist ./services/platform/dist
COPY --from=build /app/services/contract/dist ./services/contract/dist
COPY --from=build /app/services/content-api/dist ./services/content-api/dist
COPY --from=build /app/services/media/dist ./services/media/dist
COPY --from=build /app/services/web/dist ./services/web/dist
COPY --from=build /app/services/web/build ./services/web/build
COPY content ./seed-content
COPY docker ./docker
USER node
EXPOSE 3000 4100 4200
CMD ["node", "services/web/dist/server/main.js"]
