import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  newPage,
  PASSWORD,
  signUpAndSignIn,
  subscribeViaApi,
  uniqueEmail,
  waitForMail,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('accounts in the browser', () => {
  it('signs up, shows the success message, signs in and reaches the app once subscribed', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('newcomer');
    await signUpAndSignIn(page, { name: 'Nina Newcomer', email });
    // No plan yet: entering the app leads to the plan chooser.
    await page.goto('/app');
    await page.waitForURL('**/subscription-plans');

    await subscribeViaApi(page, 'basic');
    await page.goto('/signin');
    await page.waitForURL((u) => u.pathname === '/app');
    await page.getByRole('heading', { name: 'Welcome, Nina Newcomer' }).waitFor();
    await context.close();
  });

  it("shows 'Invalid email or password' for a wrong password", async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('wrongpw');
    await signUpAndSignIn(page, { email });
    await context.clearCookies();
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');
    await context.close();
  });

  it('ticks the password checklist as the password is typed, and toggling clears errors', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/signup');
    await page.getByText('Password must have:').waitFor();
    const met = () =>
      page
        .locator('li[data-met="true"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-check')));
    expect(await met()).toEqual([]);
    await page.getByLabel('Password', { exact: true }).pressSequentially('abc');
    expect(await met()).toEqual(['lower']);
    await page.getByLabel('Password', { exact: true }).pressSequentially('D1!xyz');
    expect(await met()).toEqual(['length', 'upper', 'lower', 'digit', 'special']);

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('forgetful');
    await signUpAndSignIn(page, { email });
    await context.clearCookies();

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The page loads on demand: until its heading shows, 'Email' is still the sign-in field.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Password reset instructions have been sent to your email').waitFor();

    const mail = await waitForMail(email);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(
      mail,
    )?.[1];
    expect(link).toBeDefined();
    await page.goto(link!);
    const NEW = 'Brand#New22';
    await page.getByLabel('New password', { exact: true }).fill(NEW);
    await page.getByLabel('Confirm new password').fill(NEW);
    // Said on the sign-in page in the app's own words: no native alert.
    const nativeDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      nativeDialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL('**/signin');
    await page.getByRole('status').getByText('Password updated successfully!').waitFor();
    expect(nativeDialogs).toEqual([]);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill(NEW);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/subscription-plans');
    await context.close();
  });

  it('sends /reset-password without a link to /signin', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/reset-password');
    await page.waitForURL('**/signin');
    await context.close();
  });
});
