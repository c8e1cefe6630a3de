import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger } from './logger.js';
import { startRuntime } from './runtime.js';

/** Entry point: `node dist/server/main.js` (npm start) with ROLE=all|web|worker. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const runtime = await startRuntime(config, logger);
  if (runtime.app) {
    logger.info(`${config.productName} is serving on ${config.publicUrl} (role ${config.role})`);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    runtime
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
