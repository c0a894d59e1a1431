# One static part served by nginx (non-root, port 8080): the shell or one remote.
# From the repository root, after the part is built (`npm run build`, or `npm run release -w
# mfe-<remote>` for a versioned remote):
#   docker build -f deploy/images/static.Dockerfile --build-arg KIND=shell --build-arg DIST=shell/dist \
#     --build-arg DEST=/srv/rapport/shell -t rapport/shell:<version> .
#   docker build -f deploy/images/static.Dockerfile --build-arg KIND=remote --build-arg DIST=deploy/out/company/1.4.0 \
#     --build-arg DEST=/srv/rapport/remotes/company/1.4.0 -t rapport/company:1.4.0 .
# The security headers are deploy/nginx.conf's: the two include files written by
# deploy/scripts/nginx-headers.mjs from the environment's remotes.json and config.json.
ARG ENVIRONMENT=production

FROM node:20.19.5-bookworm-slim AS headers
ARG ENVIRONMENT
WORKDIR /app
COPY shared-contracts/platform/src/routes/remotes.json shared-contracts/platform/src/routes/
COPY deploy/lib deploy/lib
COPY deploy/scripts/nginx-headers.mjs deploy/scripts/
COPY deploy/environments deploy/environments
RUN node deploy/scripts/nginx-headers.mjs --env "${ENVIRONMENT}" --out /out

FROM nginxinc/nginx-unprivileged:1.27.3-alpine
# shell (deploy/images/nginx-shell.conf) or remote (nginx-remote.conf)
ARG KIND=remote
# the built part, and where it is served from: the shell at /srv/rapport/shell (its remotes.json
# and config.json come from the ConfigMap mounted at /srv/rapport/env); a remote at
# /srv/rapport/remotes/<remote>/<version>/, as its manifest URL in remotes.json says
ARG DIST
ARG DEST
COPY --from=headers /out/rapport /etc/nginx/rapport
COPY deploy/images/nginx-${KIND}.conf /etc/nginx/conf.d/default.conf
COPY ${DIST} ${DEST}/
USER 101
EXPOSE 8080
