import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database.js';
import { startFakeSmtp } from '../../../../test/helpers/fake-smtp.js';
import { createMailPort, DEFAULT_MAIL_FROM } from './mailer.js';
import { listOutbox } from './outbox-repo.js';
import { MailDeliveryError } from './port.js';

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
