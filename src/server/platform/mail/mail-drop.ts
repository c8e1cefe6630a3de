import { chmod, mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The local mail drop (decision 048): without SMTP the outbox cannot deliver, so each mail is
 * written whole, links included, as one file under DATA_DIR/mail. The folder is 0700 and the
 * files 0600: only the machine user that runs the server reads them (the trust of the admin
 * socket, decision 032), never a database reader or a web admin. Files older than a day are
 * removed whenever a new one is written.
 */

/** Where the drop lives under DATA_DIR. */
export const mailDropDir = (dataDir: string) => path.join(dataDir, 'mail');

/** A dropped mail is removed after this long (a link in it is dead long before). */
export const MAIL_DROP_KEEP_MS = 24 * 60 * 60 * 1000;

export interface DroppedMail {
  /** The outbox row of the same mail (its copy with the links hidden). */
  outboxId: number;
  to: string;
  subject: string;
  kind: string;
  text: string;
  html: string | null;
  createdAt: string;
}

const FILE_PATTERN = /^\d{13}-\d+\.json$/;

/** Writes one mail to the drop; the file name sorts by time. */
export async function dropMail(dir: string, mail: DroppedMail): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700); // an older or hand-made folder gets the same protection
  const file = path.join(dir, `${Date.parse(mail.createdAt)}-${mail.outboxId}.json`);
  await writeFile(file, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  await pruneMailDrop(dir).catch(() => {});
  return file;
}

/** Removes the files older than MAIL_DROP_KEEP_MS. */
export async function pruneMailDrop(dir: string, now = Date.now()): Promise<void> {
  for (const name of await listDrop(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > MAIL_DROP_KEEP_MS) await unlink(file).catch(() => {});
  }
}

/** The dropped mails, newest first, optionally only those to `to`. */
export async function readMailDrop(
  dir: string,
  options: { to?: string | undefined; limit?: number } = {},
): Promise<DroppedMail[]> {
  const to = options.to?.trim().toLowerCase();
  const mails: DroppedMail[] = [];
  for (const name of (await listDrop(dir)).sort().reverse()) {
    let mail: DroppedMail;
    try {
      mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as DroppedMail;
    } catch {
      continue; // pruned meanwhile, or half written
    }
    if (to && mail.to.toLowerCase() !== to) continue;
    mails.push(mail);
    if (options.limit && mails.length >= options.limit) break;
  }
  return mails;
}

async function listDrop(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => FILE_PATTERN.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
