# One image for the gateway and the four subgraphs; docker-compose.yml picks the entry point.
FROM node:22-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY subgraphs/kit/package.json subgraphs/kit/
COPY sandboxes/package.json sandboxes/
COPY subgraphs/commerce/package.json subgraphs/commerce/
COPY subgraphs/nutrition/package.json subgraphs/nutrition/
COPY subgraphs/recommendation/package.json subgraphs/recommendation/
COPY subgraphs/partners/package.json subgraphs/partners/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production HOST=0.0.0.0
# `npm run build` built the web client and compiled the services to dist/ (scripts/build-server.mjs).
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=8", "dist/gateway/src/main.js"]
