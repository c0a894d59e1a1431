# The API image: `docker build -f deploy/images/api.Dockerfile -t rapport/api:<version> .` from the
# repository root. The API runs from its TypeScript sources with tsx, as `npm start` runs it
# (api/src/server.ts; the migration Job runs api/scripts/migrate.ts with the same image).
# No secret is baked in: DATABASE_URL, SMTP_URL and MAIL_SECRET_KEY come from the environment
# (the Kubernetes Secret rapport-api, deploy/k8s/base/api-deployment.yaml).
FROM node:20.19.5-bookworm-slim AS deps
WORKDIR /app
# only what `npm ci` needs for the api workspace and the contracts it imports
COPY package.json package-lock.json ./
# every workspace's package.json: the lock file names them all
COPY shared-contracts/wire/package.json shared-contracts/wire/
COPY shared-contracts/platform/package.json shared-contracts/platform/
COPY shared-contracts/ui/package.json shared-contracts/ui/
COPY shell/package.json shell/
COPY mfe-auth/package.json mfe-auth/
COPY mfe-questionnaire/package.json mfe-questionnaire/
COPY mfe-company/package.json mfe-company/
COPY mfe-barometer/package.json mfe-barometer/
COPY deploy/package.json deploy/
COPY e2e/package.json e2e/
COPY api/package.json api/
RUN npm ci --omit=dev --workspace @rapport/api --include-workspace-root=false --no-audit --no-fund \
  && npm install --global --no-audit --no-fund tsx@4.23.15 \
  && npm cache clean --force

FROM node:20.19.5-bookworm-slim
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    API_PORT=8090 \
    API_BASE_PATH=/api
WORKDIR /app
COPY --from=deps /usr/local/lib/node_modules/tsx /usr/local/lib/node_modules/tsx
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
# the API imports only the wire
COPY shared-contracts/wire/package.json shared-contracts/wire/
COPY shared-contracts/wire/src shared-contracts/wire/src
COPY api/package.json api/tsconfig.json api/
COPY api/src api/src
COPY api/scripts/migrate.ts api/scripts/
COPY api/drizzle api/drizzle
COPY api/content api/content
# the image's own user (uid 10001): the root file system can be mounted read-only; PGlite is
# never used here (DATABASE_URL is required), so nothing is written under /app
RUN groupadd --system --gid 10001 rapport && useradd --system --uid 10001 --gid rapport --no-create-home rapport
USER 10001:10001
EXPOSE 8090
# node is PID 1: SIGTERM reaches the API itself, which stops taking requests, drains and exits
CMD ["node", "--import", "/usr/local/lib/node_modules/tsx/dist/loader.mjs", "api/src/server.ts"]
