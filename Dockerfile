# syntax=docker/dockerfile:1
#
# The shop as one image (docs/deploy.md): built and run on Node 24, the current LTS.
#
#   docker build -t vitalix-shop .
#   docker run -p 5002:5002 -e PUBLIC_URL=http://localhost:5002 -v shop-data:/data vitalix-shop
#
# compose.yaml runs two copies of it behind nginx, with PostgreSQL, Redis and MinIO.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------------------
# Build: every dependency, `npm run build`, then only the production dependencies are kept.
FROM ${NODE_IMAGE} AS build
WORKDIR /app

# The dependencies first, so that a change to the code reuses this layer.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY . .
# build/app (React Router: the client assets with their .br/.gz copies, and the page renderer) and
# build/server/main.js (the server bundle; packages stay external, read from node_modules).
RUN npm run build
# The two database commands an operator needs in production, bundled like the server: tsx, which
# `npm run db:migrate` and `npm run db:add-staff` use, is a development dependency and is pruned below.
RUN npx esbuild server/cli/migrate.ts server/cli/add-staff.ts --bundle --platform=node --format=esm \
      --target=node20 --packages=external --log-level=warning --outdir=build/cli
RUN npm prune --omit=dev --no-audit --no-fund

# ---------------------------------------------------------------------------------------------------
# Runtime: Node, ffmpeg for the video variants, and what `node build/server/main.js` reads.
FROM ${NODE_IMAGE} AS runtime

# ffmpeg and ffprobe make the 720p/480p mp4, webm, HLS and poster of uploaded videos; without them
# videos are served as uploaded.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5002 \
    DATA_DIR=/data

WORKDIR /app
# Owned by root and read-only to the process: it writes only to DATA_DIR and the temporary folder.
# - package.json: "type": "module" for the bundles, and the marker server/paths.ts finds the root by;
# - server/db/migrations: read at every start, which migrates the database (server/db/client.ts);
# - server/seed/media: what the demo shop installs as it is, its home hero video (server/seed/);
# - build/: the server bundle, the pages and client assets, and the two database commands;
# - node_modules: the production dependencies the bundles import.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/server/seed/media ./server/seed/media
COPY --from=build /app/build ./build

# DATA_DIR: the demo shop's images (always on disk), uploads when no bucket is set, mail as .eml files
# when SMTP_URL is unset, and the embedded database when DATABASE_URL is unset. A named volume mounted
# here starts out owned by `node`, as this folder is.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]

USER node
EXPOSE 5002

# /api/health answers 200 when the database answers. The first start migrates and draws the demo
# shop's images, hence the start period. Slim images have no curl: Node's fetch asks instead.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5002)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]

# Node itself as the command, not npm: SIGTERM reaches the server, which finishes in-flight requests
# and closes the database before it exits (server/main.ts).
CMD ["node", "build/server/main.js"]
