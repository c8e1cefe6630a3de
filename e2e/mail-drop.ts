import { mailDropDir, readMailDrop } from '../src/server/platform/mail/mail-drop';

/**
 * The newest link matching `pattern` in a mail to `email`, read from the server's mail drop
 * (DATA_DIR/mail) as the recipient or the operator would: the outbox only says "link sent,
 * hidden" (decision 048). Waits for it (sign-in links are mailed after the answer); with
 * `notIn`, waits for a link other than those (a fresh one after "Send again").
 */
export async function linkFromMailDrop(
  dataDir: string,
  email: string,
  pattern: RegExp,
  options: { notIn?: string[]; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    for (const mail of await readMailDrop(mailDropDir(dataDir), { to: email })) {
      const link = pattern.exec(mail.text)?.[0];
      if (link && !options.notIn?.includes(link)) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with ${pattern} in the drop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
