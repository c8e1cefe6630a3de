/**
 * `npm run admin -- grant|revoke <email>` and `npm run admin -- credits <email> <amount> <reason>`:
 * admin chores from a shell, on the same database as the server (DATABASE_URL, else the
 * embedded database under DATA_DIR, which only one process may open at a time).
 */
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DatabaseLockedError } from '../db/pglite-lock.js';
import { createStorage } from '../platform/storage/index.js';
import { createServices } from '../services.js';
import {
  ADMIN_USAGE,
  AdminCommandError,
  parseAdminArgs,
  runAdminCommand,
  UsageError,
} from './admin-commands.js';

async function main(args: string[]): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${ADMIN_USAGE}`);
    return 2;
  }

  let config: Config;
  let database: Database;
  try {
    config = loadConfig();
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  try {
    // The server's own services, so a grant goes through the same ledger the app uses.
    const { credits } = createServices(config, { database, storage: createStorage(config) });
    console.log(await runAdminCommand(command, { database, credits }));
    return 0;
  } catch (error) {
    if (!(error instanceof AdminCommandError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('The admin command failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
