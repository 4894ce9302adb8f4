import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface SmtpCaptureOptions {
  /** Called with each message as it arrives (the e2e suite writes them to files). */
  onMail?: (mail: CapturedMail, sequence: number) => void;
}

/**
 * A real SMTP server on loopback that keeps every message it receives: the server suite and the
 * end-to-end suite both point SMTP_URL at it.
 */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}) {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        options.onMail?.(mail, mails.length);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to: string, timeoutMs = 5000): Promise<CapturedMail> {
      const start = Date.now();
      for (;;) {
        const found = mails.filter((m) => m.to.includes(to)).at(-1);
        if (found) return found;
        if (Date.now() - start > timeoutMs)
          throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a (possibly quoted-printable) message, soft line breaks joined. */
export function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
