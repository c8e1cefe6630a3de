import { ConfigError, loadConfig, type Config } from './config.js';
import { EXIT_CODES } from './exit-codes.js';
import { createLogger } from './logger.js';
import { handleProcessEnd } from './process-end.js';
import { startRuntime } from './runtime.js';

/** Entry point: `node dist/server/main.js` (npm start) with ROLE=all|web|worker. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      // A distinct code: npm start's supervisor does not restart what cannot start.
      process.exit(EXIT_CODES.badConfiguration);
    }
    throw error;
  }
  const logger = createLogger(config);
  // Signals and crashes are handled from here on, also while the runtime starts.
  const processEnd = handleProcessEnd({ logger });
  const runtime = await startRuntime(config, logger);
  processEnd.setStop(() => runtime.stop());
  if (runtime.app) {
    logger.info(`${config.productName} is serving on ${config.publicUrl} (role ${config.role})`);
  }
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(EXIT_CODES.crashed);
});
