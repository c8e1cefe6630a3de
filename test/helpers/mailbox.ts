import type { MailMessage, MailPort } from '../../src/server/platform/mail/port.js';

/**
 * A mail port for tests that hands every message on to the real one (the outbox) and lets a
 * test await the mail to an address, however late it is sent: mails written after the answer
 * (sign-in links) are awaited as events instead of polled for.
 */
export interface Mailbox {
  /** Pass as `mail` to createTestApp. */
  port: MailPort;
  /** Where messages go on to (set once the app's database exists). */
  deliverTo(inner: MailPort): void;
  /** The next mail to `to` not taken yet (resolves when it is sent). */
  next(to: string): Promise<MailMessage>;
  /** Mails sent to `to` so far, taken or not. */
  sentTo(to: string): MailMessage[];
}

export function createMailbox(): Mailbox {
  let inner: MailPort | undefined;
  const sent: MailMessage[] = [];
  const taken = new Set<MailMessage>();
  const waiting: { to: string; resolve: (message: MailMessage) => void }[] = [];

  const take = (to: string) => sent.find((message) => message.to === to && !taken.has(message));

  return {
    port: {
      get transport() {
        return inner?.transport ?? 'outbox';
      },
      async send(message) {
        if (!inner) throw new Error('mailbox: deliverTo() was not called');
        await inner.send(message);
        sent.push(message);
        const waiter = waiting.findIndex((entry) => entry.to === message.to);
        if (waiter !== -1) {
          taken.add(message);
          waiting.splice(waiter, 1)[0]!.resolve(message);
        }
      },
    },
    deliverTo(port) {
      inner = port;
    },
    next(to) {
      const ready = take(to);
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push({ to, resolve }));
    },
    sentTo(to) {
      return sent.filter((message) => message.to === to);
    },
  };
}
