# One image for the `api` and `worker` services of docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# The heap flags of `npm start` (README, "Memory"): a young generation of 32 MB, old space grown to 2.5x live.
CMD ["node", "--max-semi-space-size=32", "--heap-growing-percent=150", "dist/server/main.js"]
