import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signUpAndSignIn, uniqueEmail } from '../support/browser.ts';
import { openRoute, violations, WIDTHS } from '../support/axe.ts';

// axe-core in Chromium on every public route and the plan chooser, at a desktop and a phone
// width: no violation of WCAG 2.1 A/AA or axe's best practices. Visitors' pages also log no error
// to the console (no 401s). The app's pages: accessibility-app.e2e.ts.

const PUBLIC = [
  '/',
  '/features',
  '/about',
  '/terms',
  '/privacy',
  '/refund',
  '/contact',
  '/shipping-delivery',
  '/subscription',
  '/signin',
  '/signup',
  '/forgot-password',
  // The form the reset e-mail's link opens (the token is only checked on submit).
  '/reset-password?token=e2e-link-from-the-mail',
  '/no-such-page',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('accessibility', () => {
  it.each(WIDTHS)('public pages pass axe at $name width, with a clean console', async (w) => {
    const { context, page } = await newPage(browser, w);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
    page.on('response', (r) => r.status() === 401 && errors.push(`401 ${r.url()}`));
    const found: string[] = [];
    for (const route of PUBLIC) {
      await openRoute(page, route);
      found.push(...(await violations(page)).map((v) => `${route} ${v}`));
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(WIDTHS)('the plan chooser passes axe at $name width', async (w) => {
    const { context, page } = await newPage(browser, w);
    await signUpAndSignIn(page, { email: uniqueEmail(`axe-${w.name}`) });
    await page.getByRole('button', { name: 'Get Started' }).first().waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
