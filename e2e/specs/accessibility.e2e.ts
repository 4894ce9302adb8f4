import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, signUpAndSignIn, uniqueEmail } from '../support/browser.ts';
import { renderChart, subscribedContext } from '../support/chart-fixture.ts';

// axe-core in Chromium on every route, at a desktop and a phone width: no violation of WCAG 2.1
// A/AA or axe's best practices. Visitors' pages also log no error to the console (no 401s).

const require = createRequire(import.meta.url);
// Evaluated through the browser's debugging protocol: the app's Content Security Policy rightly
// refuses an injected <script>.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 390, height: 844 },
] as const;

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
  '/no-such-page',
];

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's findings on the page as it stands, as 'rule: selector' lines. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const axe = (window as any).axe;
    const res = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return res.violations as Violation[];
  });
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}): ${n.target.join(' ')}`));
}

/** Opens a route and waits until its heading is drawn (app pages fade in after 500 ms). */
async function open(page: Page, route: string) {
  await page.goto(route);
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(350);
}

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
      await open(page, route);
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

  describe('the app', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      const chart = await renderChart(browser);
      ({ context, page } = await subscribedContext(browser, 'elite'));
      // One analysis, so the dashboard, the history and the result itself are checked too.
      await open(page, '/app');
      await page.getByLabel('Chart screenshot file').setInputFiles({
        name: 'chart.png',
        mimeType: 'image/png',
        buffer: chart.png,
      });
      await page.getByTestId('analysis-result').waitFor({ timeout: 30_000 });
    });
    afterAll(() => context.close());

    it.each(WIDTHS)('app pages pass axe at $name width', async (w) => {
      await page.setViewportSize({ width: w.width, height: w.height });
      const found: string[] = [];
      const check = async (route: string) =>
        found.push(...(await violations(page)).map((v) => `${route} ${v}`));
      await open(page, '/app');
      await page.getByTestId('recent-analysis').first().click();
      await page.getByTestId('analysis-result').waitFor();
      await check('/app (with a result)');
      await page.getByRole('button', { name: 'Open full size' }).click();
      await page.getByTestId('full-size-chart').waitFor();
      await check('/app (full-size chart)');
      await page.keyboard.press('Escape');
      for (const route of [
        '/app/analysis/key-levels',
        '/app/analysis/prediction',
        '/app/history',
        '/app/subscription',
        '/app/about',
      ]) {
        await open(page, route);
        await check(route);
      }
      await open(page, '/app/history');
      await page.getByRole('button', { name: 'Show Analysis' }).first().click();
      await page.getByTestId('analysis-result').waitFor();
      await check('/app/history (an analysis open)');
      expect(found).toEqual([]);
    });
  });
});
