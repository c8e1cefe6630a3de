import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database.js';
import { createMailPort, DEFAULT_MAIL_FROM, listOutbox } from './mailer.js';
import { MailDeliveryError } from './port.js';

interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  data: string;
}

/**
 * Just enough of an SMTP server (RFC 5321) for nodemailer: greeting, EHLO/HELO, MAIL FROM,
 * RCPT TO, DATA up to the lone dot, QUIT. No STARTTLS or AUTH is offered, so the client talks
 * plain text. `rejectRecipients` answers RCPT TO with 550.
 */
async function startFakeSmtp(options: { rejectRecipients?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let current: ReceivedMail = { mailFrom: '', rcptTo: [], data: '' };
    let inData = false;
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { mailFrom: '', rcptTo: [], data: '' };
          reply('250 2.0.0 Ok: queued as FAKE1');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-fake.smtp\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 fake.smtp');
        else if (verb === 'MAIL') {
          current.mailFrom = line.slice(10);
          reply('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          if (options.rejectRecipients) {
            reply('550 5.1.1 <nobody@example.test>: Recipient address rejected');
          } else {
            current.rcptTo.push(line.slice(8));
            reply('250 2.1.5 Ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 Ok');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let testDb: TestDatabase;
const servers: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(() => testDb.dispose());

const resetMail = {
  to: 'reader@example.test',
  subject: 'Reset your Reelcast password',
  text: 'Choose a new password here: https://studio.example/reset-password?token=abc',
  html: '<p><a href="https://studio.example/reset-password?token=abc">Choose</a></p>',
  kind: 'password_reset',
};

describe('mail port', () => {
  it('without SMTP stores the mail for an admin to read', async () => {
    const mail = createMailPort({ database: testDb.database });
    expect(mail.transport).toBe('outbox');
    await mail.send({ ...resetMail, to: 'stored@example.test' });
    const [row] = await listOutbox(testDb.database, 1);
    expect(row).toMatchObject({
      to: 'stored@example.test',
      transport: 'outbox',
      status: 'stored',
      error: null,
      sentAt: null,
    });
  });

  it('with SMTP delivers the message and records it as sent', async () => {
    const smtp = await startFakeSmtp();
    servers.push(smtp);
    const mail = createMailPort({ database: testDb.database, smtpUrl: smtp.url });
    expect(mail.transport).toBe('smtp');
    await mail.send(resetMail);

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.mailFrom).toBe('<no-reply@localhost>');
    expect(message!.rcptTo).toEqual(['<reader@example.test>']);
    const [head, ...rest] = message!.data.split('\r\n\r\n');
    const body = rest.join('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^From: ${DEFAULT_MAIL_FROM}$`, 'm'));
    expect(head).toMatch(/^To: reader@example\.test$/m);
    expect(head).toMatch(/^Subject: Reset your Reelcast password$/m);
    expect(head).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('https://studio.example/reset-password?token=abc');
    expect(body).toContain('Content-Type: text/html');

    const [row] = await listOutbox(testDb.database, 1);
    expect(row).toMatchObject({ to: 'reader@example.test', transport: 'smtp', status: 'sent' });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('sends from MAIL_FROM when it is set', async () => {
    const smtp = await startFakeSmtp();
    servers.push(smtp);
    const from = 'Studio Team <hello@studio.example>';
    await createMailPort({ database: testDb.database, smtpUrl: smtp.url, from }).send(resetMail);
    expect(smtp.received[0]!.mailFrom).toBe('<hello@studio.example>');
    expect(smtp.received[0]!.data).toMatch(/^From: Studio Team <hello@studio\.example>$/m);
  });

  it('records a refused delivery as failed with the server answer, and throws', async () => {
    const smtp = await startFakeSmtp({ rejectRecipients: true });
    servers.push(smtp);
    const mail = createMailPort({ database: testDb.database, smtpUrl: smtp.url });
    const sending = mail.send({ ...resetMail, to: 'nobody@example.test' });
    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    const [row] = await listOutbox(testDb.database, 1);
    expect(row).toMatchObject({ to: 'nobody@example.test', transport: 'smtp', status: 'failed' });
    expect(row!.error).toMatch(/550/);
    expect(row!.error).toMatch(/Recipient address rejected/);
    expect(row!.sentAt).toBeNull();
  });

  it('records an unreachable server as failed', async () => {
    const smtp = await startFakeSmtp();
    await smtp.close(); // the port is now closed
    const mail = createMailPort({ database: testDb.database, smtpUrl: smtp.url });
    await expect(mail.send({ ...resetMail, to: 'down@example.test' })).rejects.toThrow(
      /Could not deliver mail to down@example\.test/,
    );
    const [row] = await listOutbox(testDb.database, 1);
    expect(row).toMatchObject({ to: 'down@example.test', status: 'failed' });
    expect(row!.error).toMatch(/ECONNREFUSED|ECONNECTION/);
  });
});
