import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { PRODUCTION_SECRET } from './helpers/test-app.ts';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: PRODUCTION_SECRET,
  ALLOW_SANDBOX_PAYMENTS: '1',
  MAIL_OUTBOX: '/var/mail/candlelens',
};

describe('AUTH_SECRET', () => {
  it.each([
    ['32 spaces', ' '.repeat(32)],
    ['one character repeated', 'x'.repeat(40)],
    ['a short pattern repeated', 'ab'.repeat(24)],
    ['a secret with spaces in it', 'correct horse battery staple 1234567'],
  ])('refuses %s, saying why', (_what, secret) => {
    expect(() => loadConfig({ ...production, AUTH_SECRET: secret })).toThrow(
      /AUTH_SECRET: (must be random|must not contain spaces)/,
    );
  });

  it('accepts a generated secret (openssl rand -hex 16 or -base64 48)', () => {
    for (const secret of ['e143a0c40e83766fdce706334bd8b719', PRODUCTION_SECRET])
      expect(loadConfig({ ...production, AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
  });
});

describe('mail in production', () => {
  it('refuses to start with no mail server unless an outbox folder is named', () => {
    const { MAIL_OUTBOX: _outbox, ...noMail } = production;
    expect(() => loadConfig(noMail)).toThrow(/SMTP_URL: production needs a mail server/);
    expect(loadConfig(production).MAIL_OUTBOX).toBe('/var/mail/candlelens');
    expect(loadConfig({ ...noMail, SMTP_URL: 'smtp://mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://mail.example.com:587',
    );
  });

  it('writes the reset link to the outbox, never to the log at info', async () => {
    let logged = '';
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          logged += String(chunk);
          done();
        },
      }),
    );
    const outbox = mkdtempSync(path.join(os.tmpdir(), 'candlelens-outbox-'));
    const mailer = createMailer({
      from: 'CandleLens <no-reply@candlelens.app>',
      dataDir: '.',
      outbox,
      log,
    });
    const token = 'reset-token-4f9a2c7d1e';
    await mailer.send({
      to: 'trader@example.com',
      subject: 'Reset your CandleLens password',
      text: `Open https://candlelens.app/reset-password?token=${token}`,
    });
    expect(logged).toContain('trader@example.com');
    expect(logged).not.toContain(token);
    const [file] = readdirSync(outbox);
    expect(readFileSync(path.join(outbox, file!), 'utf8')).toContain(token);
  });
});
