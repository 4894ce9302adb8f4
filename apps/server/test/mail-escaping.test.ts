import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPasswordEmail } from '../src/auth/reset-email.ts';
import { mailText, startSmtpCapture } from '@candlelens/tooling/testing/smtp-capture';
import { buildTestApp, Client, signUp, type TestApp } from './helpers/test-app.ts';

const HOSTILE = '<a href="https://evil.example">Click</a> & <img src=x onerror=alert(1)>';

describe('e-mails', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('show the name a user typed as text, never as HTML, in the password-reset e-mail', async () => {
    const email = 'hostile-name@example.com';
    await signUp(new Client(t.app), email, HOSTILE);
    await new Client(t.app).post('/api/auth/request-password-reset', { email });
    const mail = mailText((await smtp.waitFor(email)).raw);
    const html = mail.slice(mail.indexOf('Content-Type: text/html'));
    expect(html).toContain('Choose a new password');
    expect(html).not.toContain('<a href="https://evil.example">');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Click&lt;/a&gt; &amp;');
  });

  it('escape every value they put into HTML, the link included', () => {
    const mail = resetPasswordEmail({
      to: 'x@example.com',
      name: HOSTILE,
      link: 'https://candlelens.test/reset-password?token=a"><script>x</script>',
      expiresMinutes: 60,
    });
    expect(mail.html).not.toMatch(/<(script|img)|<a href="https:\/\/evil/);
    expect(mail.html).toContain('token=a&quot;&gt;&lt;script&gt;');
    expect(mail.text).toContain(HOSTILE); // the plain-text part shows it as typed
  });
});
