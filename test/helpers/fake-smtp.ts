import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  data: string;
}

/**
 * Just enough of an SMTP server (RFC 5321) for nodemailer: greeting, EHLO/HELO, MAIL FROM,
 * RCPT TO, DATA up to the lone dot, QUIT. No STARTTLS or AUTH is offered, so the client talks
 * plain text. `rejectRecipients` answers RCPT TO with 550; `rejectQuotingBody` refuses the
 * message after DATA with a 554 that quotes the body's lines back (as some servers do), so a
 * test can see what of a mail reaches an error text.
 */
export async function startFakeSmtp(
  options: { rejectRecipients?: boolean; rejectQuotingBody?: boolean } = {},
) {
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
          if (options.rejectQuotingBody) {
            const quoted = current.data.replace(/=\r\n/g, '').replace(/\s+/g, ' ');
            reply(`554 5.6.0 Message refused: ${quoted}`);
          } else {
            received.push(current);
            reply('250 2.0.0 Ok: queued as FAKE1');
          }
          current = { mailFrom: '', rcptTo: [], data: '' };
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
