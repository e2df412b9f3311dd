# The app image used by docker-compose.yml (documentation of the production shape; not built by the tests).
FROM node:20-bookworm-slim
# `npm run backup` / `npm run restore` on PostgreSQL run pg_dump and psql of the server's major version (15 here, as
# in docker-compose.yml; for another server install its postgresql-client-N from the PostgreSQL apt repository).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client-15 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts ./scripts
RUN npm ci
COPY . .
# Build the SPA now; `npm start` bundles the server (esbuild, about a second) on the container's first start.
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["npm", "start"]
