import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, launchBrowser, newPage } from '../support/browser.ts';
import { openRoute, violations, WIDTHS } from '../support/axe.ts';
import { renderChart, subscribedContext } from '../support/chart-fixture.ts';

// axe-core in Chromium on every page of the app, with an analysis made, and on a shared analysis
// as a visitor opens it, live and revoked, at a desktop and a phone width: no violation of WCAG
// 2.1 A/AA or axe's best practices (the public pages: accessibility.e2e.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('accessibility of the app', () => {
  let context: BrowserContext;
  let page: Page;
  let shareUrl: string;
  beforeAll(async () => {
    const chart = await renderChart(browser);
    ({ context, page } = await subscribedContext(browser, 'elite'));
    // One analysis, so the dashboard, the history and the result itself are checked too.
    await openRoute(page, '/app');
    await page.getByLabel('Chart screenshot file').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: chart.png,
    });
    await page.getByTestId('analysis-result').waitFor({ timeout: 30_000 });
    // Shared, so the page a visitor opens from the link is checked too.
    const { items } = (await (await context.request.get('/api/analyses')).json()) as {
      items: { id: string }[];
    };
    const made = await context.request.post(`/api/analyses/${items[0]!.id}/share`, {
      headers: { origin: baseURL(), 'x-candlelens-csrf': '1' },
    });
    shareUrl = ((await made.json()) as { url: string }).url;
  });
  afterAll(() => context.close());

  it.each(WIDTHS)('app pages pass axe at $name width', async (w) => {
    await page.setViewportSize({ width: w.width, height: w.height });
    const found: string[] = [];
    const check = async (route: string) =>
      found.push(...(await violations(page)).map((v) => `${route} ${v}`));
    await openRoute(page, '/app');
    await page.getByTestId('recent-analysis').first().click();
    await page.getByTestId('analysis-result').waitFor();
    await check('/app (with a result)');
    await page.getByRole('button', { name: 'Open full size' }).click();
    await page.getByTestId('full-size-chart').waitFor();
    await check('/app (full-size chart)');
    await page.keyboard.press('Escape');
    for (const route of [
      '/app/analysis/key-levels',
      '/app/analysis/trend',
      '/app/analysis/patterns',
      '/app/analysis/indicators',
      '/app/analysis/prediction',
      '/app/history',
      '/app/subscription',
      '/app/about',
      '/app/terms',
    ]) {
      await openRoute(page, route);
      await check(route);
    }
    await openRoute(page, '/app/history');
    await page.getByRole('button', { name: 'Show Analysis' }).first().click();
    await page.getByTestId('analysis-result').waitFor();
    await check('/app/history (an analysis open)');
    await page.getByRole('button', { name: 'Shared', exact: true }).click();
    await page.getByRole('textbox', { name: 'Share link' }).waitFor();
    await check('/app/history (its share link open)');
    expect(found).toEqual([]);
  });

  it.each(WIDTHS)('a shared analysis passes axe at $name width, live and revoked', async (w) => {
    const visitor = await newPage(browser, w);
    const errors: string[] = [];
    visitor.page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await visitor.page.goto(shareUrl);
    await visitor.page.getByTestId('chart-overlay').waitFor();
    await visitor.page.waitForTimeout(350);
    const found = await violations(visitor.page);
    expect(errors).toEqual([]);
    // A link that was revoked (or never existed) says so, just as accessibly.
    await visitor.page.goto(`/shared/${'A'.repeat(43)}`);
    await visitor.page
      .getByRole('heading', { name: 'This analysis is no longer shared' })
      .waitFor();
    found.push(...(await violations(visitor.page)).map((v) => `revoked link: ${v}`));
    expect(found).toEqual([]);
    await visitor.context.close();
  });
});
