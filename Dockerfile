# syntax=docker/dockerfile:1
# The storefront as one image: Next's standalone server (docs/operations.md, ADR 0030).
#   docker build -t storefront --build-arg BACKEND_URL=https://backend.internal .
#   docker run -p 3000:3000 -e BACKEND_URL=https://backend.internal storefront
# The routing variables are part of the build (next.config.ts); the server refuses to start with
# other values than its build had, so they are build arguments and the image's defaults at once.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ARG SHOP_ID="" DEFAULT_TENANT="" TRUST_PROXY="false" TRUST_PROXY_HOST="" SANDBOX="" BACKEND_URL=""
ENV NEXT_TELEMETRY_DISABLED=1 \
    SHOP_ID=${SHOP_ID} DEFAULT_TENANT=${DEFAULT_TENANT} TRUST_PROXY=${TRUST_PROXY} \
    TRUST_PROXY_HOST=${TRUST_PROXY_HOST} \
    SANDBOX=${SANDBOX} BACKEND_URL=${BACKEND_URL}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# next build, then scripts/standalone.mjs completes .next/standalone (public, static files, tenants,
# texts, sandbox migrations): the same step e2e/standalone.spec.ts runs the server from
RUN npm run build

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ARG SHOP_ID="" DEFAULT_TENANT="" TRUST_PROXY="false" TRUST_PROXY_HOST="" SANDBOX="" BACKEND_URL=""
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
    SANDBOX_DATA_DIR=/app/.data/sandbox \
    SHOP_ID=${SHOP_ID} DEFAULT_TENANT=${DEFAULT_TENANT} TRUST_PROXY=${TRUST_PROXY} \
    TRUST_PROXY_HOST=${TRUST_PROXY_HOST} \
    SANDBOX=${SANDBOX} BACKEND_URL=${BACKEND_URL}
# the image's own user (node, uid 1000), never root; it owns .next (pages revalidated in the
# background are written there) and .data (the sandbox's PGlite folder)
COPY --from=build --chown=node:node /app/.next/standalone ./
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# liveness only: /api/ready (backend or database reachable) is for the load balancer
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
