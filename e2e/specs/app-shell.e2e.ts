import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  newPage,
  signUpAndSignIn,
  subscribeViaApi,
  uniqueEmail,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the signed-in shell', () => {
  it('sends visitors from /app to sign in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/app');
    await page.waitForURL('**/signin');
    await context.close();
  });

  it('has the sidebar, the user menu with the full name, and signs out to /', async () => {
    const { context, page } = await newPage(browser);
    await signUpAndSignIn(page, { name: 'Shell Tester', email: uniqueEmail('shell') });
    await subscribeViaApi(page, 'basic');
    await page.goto('/app');
    await page.getByText('7,500 credits').waitFor();
    const nav = page.getByRole('navigation', { name: 'App' });
    for (const item of [
      'Dashboard',
      'Key Levels Analysis',
      'Trend Analysis',
      'Pattern Recognition',
      'Indicator Analysis',
      'Price Prediction',
      'Analysis History',
      'Subscription',
      'About',
      'Terms',
    ]) {
      // (a tool the plan does not include says so after its name: app-shell's locks)
      await nav.getByRole('link', { name: new RegExp(`^${item}( ?, locked|$)`) }).waitFor();
    }
    await nav.getByRole('button', { name: 'Chart Analysis' }).click();
    expect(await nav.getByText('Trend Analysis', { exact: true }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Chart Analysis' }).click();
    await nav.getByRole('link', { name: 'Trend Analysis' }).click();
    await page.waitForURL('**/app/analysis/trend');
    await page.getByRole('heading', { name: 'Trend Analysis' }).waitFor();

    // Home returns to the last visited app page.
    await page.goto('/app/history');
    await page.getByRole('heading', { name: 'Analysis History' }).waitFor();
    await page.getByRole('button', { name: 'Home' }).click();
    expect(new URL(page.url()).pathname).toBe('/app/history');

    await page.getByRole('button', { name: /Shell Tester/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/app');
    await page.waitForURL('**/signin');
    await context.close();
  });

  it('draws the dashboard without the result view, and fetches it when the upload box is used', async () => {
    const { context, page } = await newPage(browser);
    await signUpAndSignIn(page, { email: uniqueEmail('lean') });
    await subscribeViaApi(page, 'basic');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/app');
    await page.getByRole('heading', { name: 'Quick Analysis' }).waitFor();
    await page.getByTestId('credits-badge').filter({ hasText: /\d/ }).waitFor();
    expect(scripts.some((s) => s.includes('analysis-result'))).toBe(false);
    const fetched = page.waitForRequest((r) => r.url().includes('analysis-result'));
    await page.getByRole('region', { name: 'Quick Analysis' }).hover();
    await fetched;
    await context.close();
  });

  it('has a working mobile menu at 390 px', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signUpAndSignIn(page, { email: uniqueEmail('phone') });
    await subscribeViaApi(page, 'basic');
    await page.goto('/app');
    expect(await page.getByRole('navigation', { name: 'App' }).isVisible()).toBe(false);
    // The header keeps the same 16 px on both sides, and the account button is a circle
    // around the user's initial.
    await page.getByTestId('credits-badge').filter({ hasText: /\d/ }).waitFor();
    const menu = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    const account = await page
      .getByRole('button', { name: 'Test Trader', exact: true })
      .boundingBox();
    expect(menu?.x).toBe(16);
    expect(account && 390 - (account.x + account.width)).toBe(16);
    expect(account?.width).toBe(account?.height);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'App menu' })
      .getByRole('link', { name: 'Analysis History' })
      .click();
    await page.waitForURL('**/app/history');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
