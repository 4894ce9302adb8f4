import { html } from '../mail/html.ts';
import type { MailMessage } from '../mail/mailer.ts';

export function resetPasswordEmail(opts: {
  to: string;
  name: string;
  link: string;
  expiresMinutes: number;
}): MailMessage {
  const greeting = opts.name ? `Hello ${opts.name},` : 'Hello,';
  const text = [
    greeting,
    '',
    'We received a request to reset the password of your CandleLens account.',
    'Open this link to choose a new password:',
    '',
    opts.link,
    '',
    `The link works once and expires in ${opts.expiresMinutes} minutes.`,
    'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    '',
    'CandleLens',
  ].join('\n');
  const body = html`<p>${greeting}</p>
    <p>We received a request to reset the password of your CandleLens account.</p>
    <p><a href="${opts.link}">Choose a new password</a></p>
    <p>
      The link works once and expires in ${opts.expiresMinutes} minutes. If you did not ask for
      this, you can ignore this e-mail.
    </p>
    <p>CandleLens</p>`;
  return { to: opts.to, subject: 'Reset your CandleLens password', text, html: body };
}
