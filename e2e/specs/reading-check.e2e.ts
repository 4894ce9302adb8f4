import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { violations } from '../support/axe.ts';
import { launchBrowser, TOUCH_PHONE } from '../support/browser.ts';
import {
  analysisResponse,
  renderChart,
  subscribedContext,
  type Fixture,
} from '../support/chart-fixture.ts';
import { credits, previewAnswer, uploadForPreview as upload } from '../support/reading-preview.ts';
import { stillBox } from '../support/still-box.ts';

// The reading is checked before paying: a chart whose price labels are cut off is refused with
// the reason and the fixes; the trader marks two prices by keyboard, sees the chart read again for
// free, confirms, and pays once. "Not a chart" and a picture that is no chart cost nothing. On a
// 390 px phone the same fix is made by touch. Screenshots of the preview go to e2e/out/.

let browser: Browser;
/** The chart without its price scale: the candles stand, no label can be read. */
let bare: Fixture;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  bare = await renderChart(browser, { priceScale: false });
  ({ context, page } = await subscribedContext(browser, 'elite', { width: 1440, height: 900 }));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** Moves the focused slider handle to a row with the arrow keys (Shift: ten pixels a press). */
async function moveFocusedTo(p: Page, name: RegExp, row: number) {
  const handle = p.getByRole('slider', { name });
  const now = Number(await handle.getAttribute('aria-valuenow'));
  const delta = Math.round(row) - now;
  const key = delta > 0 ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.floor(Math.abs(delta) / 10); i++) await p.keyboard.press(`Shift+${key}`);
  for (let i = 0; i < Math.abs(delta) % 10; i++) await p.keyboard.press(key);
  expect(Number(await handle.getAttribute('aria-valuenow'))).toBe(Math.round(row));
}

describe('checking the reading before paying', () => {
  it('fixes a chart without price labels with two prices by keyboard, then charges once', async () => {
    await page.goto('/app/analysis/trend');
    const before = await credits(page);
    const first = await upload(page, bare.png);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ accepted: false, verdict: 'refused', fixable: true });
    const verdict = page.getByTestId('reading-verdict');
    await verdict.filter({ hasText: 'No price axis could be read' }).waitFor();
    await page.getByTestId('reading-overlay').waitFor();
    expect(await page.getByRole('button', { name: /Looks right/ }).count()).toBe(0);
    await page.screenshot({ path: 'out/reading-refused-1440.png' });
    expect(await violations(page)).toEqual([]);

    // Mark two prices, all by keyboard: the highest high and the lowest low, typed in.
    const { p1, y1, p2, y2 } = bare.truth;
    await page.getByRole('button', { name: 'Mark two prices' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/^Height 1/);
    await moveFocusedTo(page, /^Height 1/, y2);
    await page.keyboard.press('Enter');
    await page.keyboard.type(p2.toFixed(2));
    await page.keyboard.press('Enter');
    await moveFocusedTo(page, /^Height 2/, y1);
    await page.keyboard.press('Enter');
    await page.keyboard.type(p1.toFixed(2));
    await page.screenshot({ path: 'out/reading-marking-1440.png' });
    expect(await violations(page)).toEqual([]);
    const reread = previewAnswer(page, /^\/api\/readings\/[^/]+\/hints$/);
    await page.keyboard.press('Enter');
    const fixed = await reread;
    expect(fixed.status).toBe(200);
    expect(fixed.body.accepted).toBe(true);
    // the prices now run from the lowest low to the highest high, as drawn
    const low = Math.min(...fixed.body.candles.map((c) => c.low));
    const high = Math.max(...fixed.body.candles.map((c) => c.high));
    expect(Math.abs(low - p1) / (p2 - p1)).toBeLessThan(0.01);
    expect(Math.abs(high - p2) / (p2 - p1)).toBeLessThan(0.01);
    await page.getByTestId('reading-marks').filter({ hasText: 'two prices' }).waitFor();
    await page.screenshot({ path: 'out/reading-fixed-1440.png' });
    expect(await credits(page)).toBe(before);

    const created = analysisResponse(page);
    await page.getByRole('button', { name: /Looks right, analyse/ }).click();
    const { credits: left } = await created;
    expect(left).toBe(before - 100);
    await page
      .getByTestId('analysis-result')
      .getByRole('heading', { name: 'Chart Analysis' })
      .waitFor();
    await page.goto('/app/history');
    await page.getByTestId('checked-badge').filter({ hasText: 'reading checked by you' }).waitFor();
    expect(await credits(page)).toBe(before - 100);
  });

  it('charges nothing for "not a candlestick chart", nor for a picture that is no chart', async () => {
    await page.goto('/app/analysis/trend');
    const before = await credits(page);
    await upload(page, bare.png);
    await page.getByRole('button', { name: 'This is not a candlestick chart' }).click();
    await page.getByRole('status').filter({ hasText: 'Nothing was charged' }).waitFor();

    const white = await browser.newPage({ viewport: { width: 800, height: 500 } });
    await white.setContent('<body style="margin:0;background:#fff"></body>');
    const blank = await white.screenshot();
    await white.close();
    const refused = await upload(page, blank, 'blank.png');
    expect(refused.body).toMatchObject({ accepted: false, fixable: false });
    await page.getByRole('alert').filter({ hasText: refused.body.reason! }).waitFor();
    await page.getByTestId('no-charge-note').waitFor();
    await page.reload();
    expect(await credits(page)).toBe(before);
    const history = await context.request.get('/api/analyses');
    expect(((await history.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it('works by touch on a 390 px phone: tap two heights, type their prices, read again', async () => {
    const phone = await subscribedContext(
      browser,
      'basic',
      { width: 390, height: 844 },
      TOUCH_PHONE,
    );
    try {
      const p = phone.page;
      await p.goto('/app/analysis/trend');
      await upload(p, bare.png);
      await p.getByTestId('reading-verdict').waitFor();
      await p.screenshot({ path: 'out/reading-refused-390.png', fullPage: true });
      await p.getByRole('button', { name: 'Mark two prices' }).tap();
      // the page brings the screenshot into view, clear of the header, for the marks
      const image = await stillBox(p.getByTestId('reading-overlay'), (box) => box.y >= 64);
      const scale = image.width / 960;
      const { p1, y1, p2, y2 } = bare.truth;
      await p.touchscreen.tap(image.x + image.width / 2, image.y + y2 * scale);
      await p.touchscreen.tap(image.x + image.width / 2, image.y + y1 * scale);
      await p.getByLabel('Price at height 1').fill(p2.toFixed(2));
      await p.getByLabel('Price at height 2').fill(p1.toFixed(2));
      await p.screenshot({ path: 'out/reading-marking-390.png', fullPage: true });
      const reread = previewAnswer(p, /^\/api\/readings\/[^/]+\/hints$/);
      await p.getByRole('button', { name: 'Read with these prices' }).tap();
      const fixed = await reread;
      expect(fixed.body.accepted).toBe(true);
      const high = Math.max(...fixed.body.candles.map((c) => c.high));
      expect(Math.abs(high - p2) / (p2 - p1)).toBeLessThan(0.02);
      await p.getByRole('button', { name: /Looks right, analyse/ }).waitFor();
      await p.screenshot({ path: 'out/reading-fixed-390.png', fullPage: true });
      expect(await violations(p)).toEqual([]);
      // nothing wider than the phone
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await phone.context.close();
    }
  });
});
