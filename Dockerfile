# One image for every process of docker-compose.yml: API (npm start's server) and audit workers.
FROM node:20-bookworm-slim
# Chromium for the lab (workers) and PDF reports (API); fonts for both.
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 CHROME_PATH=/usr/bin/chromium
EXPOSE 8080
CMD ["node", "packages/server/dist/server.js"]
