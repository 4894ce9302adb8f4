import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

async function main() {
  // Whatever the server writes (database, screenshots, mails, secrets) is for its own user only.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`CandleLens cannot start.\n${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`CandleLens is running at ${config.PUBLIC_URL} (database: ${app.database.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) console.error(`CandleLens cannot start.\n${err.message}`);
  else console.error(err);
  process.exit(1);
});
