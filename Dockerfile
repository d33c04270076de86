# One image for any venue and address: the build reads no setting and asks no service, and the server
# reads every setting when it starts (docs/decisions/0020). Run it with the settings of
# docs/configuration.md in the environment, e.g.
#   docker run -p 3000:3000 -e CLIENT_ID=… -e SITE_URL=https://www.example.com -e SITE_PRODUCT=… furlong
# The entry is the serving layer (server/main.mjs), not `next start`: only it sends each page's
# Content-Security-Policy, and it keeps the HTML cache, the request log and /healthz, /readyz. It runs
# under scripts/serve.mjs, which starts it again should it die, with a line in the request log.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# npm ci applies the dependency patches (docs/decisions/0025).
COPY patches ./patches
RUN npm ci
COPY . .
RUN node node_modules/next/dist/bin/next build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build --chown=node:node /app ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://localhost:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/serve.mjs"]
