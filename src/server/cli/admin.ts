/**
 * `npm run admin -- grant|revoke <email>` and `npm run admin -- credits <email> <amount> <reason>`:
 * admin chores from a shell, on the same database as the server. With DATABASE_URL it opens
 * that database itself. The embedded database under DATA_DIR only one process may open: when
 * the server holds it, the command goes to the server over its control socket (decision 032).
 */
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DatabaseLockedError } from '../db/pglite-lock.js';
import { mailDropDir, readMailDrop } from '../platform/mail/index.js';
import { createStorage } from '../platform/storage/index.js';
import { createServices } from '../services.js';
import {
  ADMIN_USAGE,
  AdminCommandError,
  parseAdminArgs,
  runAdminCommand,
  UsageError,
  type AdminCommand,
} from './admin-commands.js';
import { askRunningServer, ControlUnreachableError } from './control-client.js';
import { adminSocketPath } from './control-protocol.js';

async function main(args: string[]): Promise<number> {
  // The mail drop is files under DATA_DIR: no database, no server needed (decision 048).
  if (args[0] === 'mail') return printMailDrop(args.slice(1));
  let command;
  try {
    command = parseAdminArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${ADMIN_USAGE}`);
    return 2;
  }

  const config = configOrComplaint();
  if (!config) return 1;

  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DatabaseLockedError) return viaRunningServer(config, args, error);
    if (!config.databaseUrl) throw error;
    // Postgres has no server-side fallback: say which setting leads to the unreachable database.
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Could not reach the database at DATABASE_URL: ${reason}`);
    return 1;
  }

  try {
    return await runHere(command, config, database);
  } finally {
    await database.close();
  }
}

/** `mail [email]`: the newest dropped mails, whole (links included), newest last. */
async function printMailDrop(args: string[]): Promise<number> {
  if (args.length > 1) {
    console.error(`Too many arguments for mail\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const config = configOrComplaint();
  if (!config) return 1;
  const dir = mailDropDir(config.dataDir);
  const mails = await readMailDrop(dir, { to: args[0], limit: MAIL_DROP_PRINTED });
  if (mails.length === 0) {
    console.log(`No mail${args[0] ? ` to ${args[0]}` : ''} in ${dir} (mails are kept a day).`);
    return 0;
  }
  for (const mail of mails.reverse()) {
    console.log(
      [
        `--- ${mail.createdAt}  to ${mail.to}  (${mail.kind})`,
        `Subject: ${mail.subject}`,
        '',
        mail.text,
        '',
      ].join('\n'),
    );
  }
  return 0;
}

const MAIL_DROP_PRINTED = 5;

/** The configuration, or undefined once a bad setting was said on stderr (exit 1). */
function configOrComplaint(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return undefined;
  }
}

/** On a database this process opened: the server's own services, so credits use its ledger. */
async function runHere(command: AdminCommand, config: Config, database: Database) {
  try {
    const { credits } = createServices(config, { database, storage: createStorage(config) });
    console.log(
      await runAdminCommand(command, { database, credits, adminEmails: config.adminEmails }),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AdminCommandError)) throw error;
    console.error(error.message);
    return 1;
  }
}

/** The embedded database is held (by the server, we hope): hand it the command line. */
async function viaRunningServer(
  config: Config,
  args: readonly string[],
  locked: DatabaseLockedError,
): Promise<number> {
  const socketPath = adminSocketPath(config.dataDir);
  let response;
  try {
    response = await askRunningServer(socketPath, args);
  } catch (error) {
    if (!(error instanceof ControlUnreachableError)) throw error;
    const holder = locked.holderPid ? ` (pid ${locked.holderPid})` : '';
    console.error(
      `The embedded database is in use by another process${holder}, which does not answer ` +
        `admin commands on ${socketPath} (${error.message}).\n` +
        'If it is the server starting up, try again once it serves. Otherwise stop the ' +
        `server first, or use DATABASE_URL. (If no process is using it, delete ${locked.lockFile}.)`,
    );
    return 1;
  }
  if (response.ok) {
    console.log(response.output);
    return 0;
  }
  console.error(response.usage ? `${response.error}\n\n${ADMIN_USAGE}` : response.error);
  return response.usage ? 2 : 1;
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
