import { createServer, type Server, type Socket } from 'node:net';
import type { MailMessage } from '../mail.port';

/** What the stand-in received: the raw DATA of each message, decoded, and every RCPT TO address. */
export interface SmtpStandIn {
  url: string;
  received(): MailMessage[];
  raw(): string[];
  recipients(): string[];
  close(): Promise<void>;
}

/**
 * A local SMTP server for tests (RFC 5321 happy path, no TLS): enough for nodemailer to deliver to, and it
 * decodes what it received, so the SMTP adapter, and senders that use it, are proven against a real
 * socket conversation.
 */
export const startSmtpStandIn = async (options: { refuseRecipients?: boolean } = {}): Promise<SmtpStandIn> => {
  const raw: string[] = [];
  const recipients: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          raw.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
        else if (verb === 'RCPT') {
          recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write(options.refuseRecipients ? '550 No such user\r\n' : '250 OK\r\n');
        }
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('502 Not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => raw.map(decodeMessage),
    raw: () => raw,
    recipients: () => recipients,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

const decodeQuotedPrintable = (body: string): string =>
  Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

const decodePart = (headers: string, body: string): string => {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
};

/** Headers (unfolded), and the text/plain and text/html parts of a multipart/alternative message. */
const decodeMessage = (raw: string): MailMessage => {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4).replace(/^\.\./gm, '.');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1].trim() ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [body];
  const part = (type: string) => {
    const found = parts.find((p) => new RegExp(`content-type:\\s*${type}`, 'i').test(p));
    if (!found) return '';
    const at = found.indexOf('\r\n\r\n');
    return decodePart(found.slice(0, at), found.slice(at + 4).replace(/\r\n$/, '')).replace(/\r\n/g, '\n');
  };
  return { to: header('To').replace(/^<|>$/g, ''), subject: header('Subject'), text: part('text/plain'), html: part('text/html') };
};
