/**
 * `npm start` / `node packages/server/dist/server.js`: reads the configuration, opens the store, serves
 * the API and the built web app, purges expired data hourly, and shuts down gracefully (running audits
 * finish first; the PDF browser closes with the app).
 */
import { join } from 'node:path';
import { createLab, runAudit, runSiteAudit } from '@rankscope/engine';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openSqliteStore } from './store/sqlite.js';

const DAY = 86_400_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`rankscope server: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const store = openSqliteStore(join(config.DATA_DIR, 'rankscope.db'));
  // The PDF printer starts Chromium on the first PDF request; closing the app closes it.
  // The lab's browsers start on the first audit and stay warm; without Chromium its runs say why.
  const key = config.PAGESPEED_API_KEY?.trim();
  const lab = config.LAB
    ? await createLab({
        allowPrivate: config.ALLOW_PRIVATE_TARGETS,
        concurrency: config.LAB_CONCURRENCY,
        ...(config.CHROME_PATH ? { chromePath: config.CHROME_PATH } : {}),
        ...(key ? { psi: { key } } : {}),
      })
    : null;
  const app = await buildApp({ config, store, now: Date.now, runAudit, runSiteAudit, lab });
  app.addHook('onClose', async () => lab?.close());
  if (config.generatedSecret) {
    app.log.warn(
      `SESSION_SECRET is not set: using a generated secret kept in ${config.DATA_DIR}/secrets.json`,
    );
  }
  // Usage events are needed for 24 h (the rolling window) and kept at most 48 h (product.md §7).
  const purge = setInterval(() => store.purgeExpired(Date.now(), 2 * DAY), 60 * 60 * 1000);
  purge.unref();
  const shutdown = async (signal: string): Promise<void> => {
    app.log.info(`${signal}: finishing running requests, then stopping`);
    clearInterval(purge);
    // Running audits finish (at most 120 s); new and waiting ones get 503 with Retry-After meanwhile.
    await app.audits.drain();
    await app.close();
    store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Rankscope is listening on ${address}`);
}

void main();
