import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { ensurePrivateDir } from '../config/data-folder.ts';
import { folderProblem, writeFileWhole } from '../storage/image-store.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Null when mail can go out now; otherwise why not, in one line. */
  problem(): Promise<string | null>;
  close(): void;
}

/** How long a failed SMTP delivery makes the mailer report itself unable to send. */
const SMTP_FAILURE_MEMORY_MS = 5 * 60 * 1000;

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to the outbox folder (MAIL_OUTBOX,
 * by default DATA_DIR/outbox). The log names the recipient and the file at info, never the text:
 * it holds links with tokens (password reset).
 */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  outbox?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    let failedAt = 0;
    let failure = '';
    return {
      async send(m) {
        try {
          await transport.sendMail({ from: opts.from, ...m });
          failedAt = 0;
        } catch (err) {
          failedAt = Date.now();
          failure = (err as Error).message;
          throw err;
        }
        opts.log.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
      problem: async () =>
        failedAt && Date.now() - failedAt < SMTP_FAILURE_MEMORY_MS
          ? `mail: the last e-mail could not be sent (${failure})`
          : null,
      close: () => transport.close(),
    };
  }
  const outbox = path.resolve(opts.outbox ?? path.join(opts.dataDir, 'outbox'));
  return {
    async send(m) {
      await ensurePrivateDir(outbox);
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      const body = `From: ${opts.from}\nTo: ${m.to}\nSubject: ${m.subject}\nDate: ${new Date().toUTCString()}\n\n${m.text}\n`;
      await writeFileWhole(file, body);
      opts.log.info({ to: m.to, subject: m.subject, file }, 'mail written to the outbox');
      opts.log.debug({ to: m.to, text: m.text }, 'mail text');
    },
    problem: async () => {
      const problem = await folderProblem(outbox);
      return problem && problem.replace(/^storage:/, 'mail outbox:');
    },
    close() {},
  };
}
