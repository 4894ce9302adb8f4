import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../config/data-folder.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message is logged and written to DATA_DIR/outbox. */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
        opts.log.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.resolve(opts.dataDir, 'outbox');
  return {
    async send(m) {
      await ensurePrivateDir(outbox);
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      const body = `From: ${opts.from}\nTo: ${m.to}\nSubject: ${m.subject}\nDate: ${new Date().toUTCString()}\n\n${m.text}\n`;
      await writeFile(file, body, { encoding: 'utf8', mode: PRIVATE_FILE_MODE });
      opts.log.info(
        { to: m.to, subject: m.subject, file, text: m.text },
        'mail written to outbox (no SMTP_URL set)',
      );
    },
    close() {},
  };
}
