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
import {
  credits,
  markingSurface,
  previewAnswer,
  shownReading,
  uploadForPreview,
} from '../support/reading-preview.ts';

// The reading as the trader sees it before paying, on charts the reader gets wrong: a clear chart
// goes straight to its analysis; a chart with a projection of the next candles drawn in its right
// margin is put right with one click on the last candle; a chart that compares a second
// instrument on a scale of its own, whose labels the reader takes for the candles' prices, is put
// right with two clicks on the candles' labels and their prices typed. Each is charged once.
// Screenshots go to e2e/out/.

let browser: Browser;
let clear: Fixture;
/** The same chart saved as a JPEG of quality 90, its colour at half resolution. */
let clearJpeg: Fixture;
/** 400 daily candles (read less surely: their bodies are thin) and 8 projected candles drawn
 * from the third empty slot on, which the reader takes for candles. */
let projected: Fixture;
/** 400 candles beside a compared instrument on a left-hand scale (17,000 to 25,000), the tag of
 * their last price hidden: the reader prices the candles on the compared scale. (With the tag, it
 * prices them on their own: decision 176; so it does on the default seed's chart since decision
 * 175.) */
let compared: Fixture;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  clear = await renderChart(browser);
  clearJpeg = await renderChart(browser, { jpeg: 90 });
  projected = await renderChart(browser, {
    candles: 400,
    rightMargin: 30,
    projection: { from: 3, count: 8 },
  });
  compared = await renderChart(browser, {
    candles: 400,
    compare: { start: 20000 },
    labelPrices: [120, 88],
    seed: 6,
    lastValue: false,
  });
  ({ context, page } = await subscribedContext(browser, 'elite', { width: 1440, height: 900 }));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** Confirms the reading on the page; the analysis is created and charged once. */
async function confirmAndPay(p: Page, before: number) {
  const created = analysisResponse(p);
  await p.getByRole('button', { name: /Looks right, analyse/ }).click();
  expect((await created).credits).toBe(before - 100);
  await p.getByTestId('analysis-result').getByRole('heading', { name: 'Chart Analysis' }).waitFor();
  await p.reload();
  expect(await credits(p)).toBe(before - 100);
}

describe('fixing what the reader got wrong before paying', () => {
  it('analyses a clear chart at once, with no check asked, and charges once', async () => {
    await page.goto('/app/analysis/trend');
    const before = await credits(page);
    const created = analysisResponse(page);
    const preview = await uploadForPreview(page, clear.png);
    expect(preview.body.verdict).toBe('looks-right');
    // no click: the analysis follows the free reading by itself
    expect((await created).credits).toBe(before - 100);
    await page
      .getByTestId('analysis-result')
      .getByRole('heading', { name: 'Chart Analysis' })
      .waitFor();
    expect(await page.getByRole('button', { name: /Looks right, analyse/ }).count()).toBe(0);
    await page.reload();
    expect(await credits(page)).toBe(before - 100);
  });

  it('asks for a check of the same chart passed on as a JPEG with its colour halved', async () => {
    await page.goto('/app/analysis/trend');
    const before = await credits(page);
    const preview = await uploadForPreview(page, clearJpeg.png, 'chart.jpg');
    expect(preview.body).toMatchObject({ accepted: true, verdict: 'check' });
    // the candles read all the same, but the trader looks before paying: the candles are marked
    expect(Math.abs(preview.body.candles.length - clearJpeg.truth.count)).toBeLessThanOrEqual(1);
    await page
      .getByTestId('reading-verdict')
      .filter({ hasText: 'Please check' })
      .filter({ hasText: 'candles' })
      .waitFor();
    // and the reading's notes say why
    const notes = page.getByTestId('reading-notes');
    await notes.getByText(/Reading notes/).click();
    await notes.getByText(/colours at half resolution/).waitFor();
    await page.screenshot({ path: 'out/reading-jpeg-check-1440.png' });
    expect(await credits(page)).toBe(before);
    await confirmAndPay(page, before);
  });

  it('charges nothing when the trader leaves a reading unconfirmed, and drops it', async () => {
    await page.goto('/app/analysis/trend');
    const before = await credits(page);
    const listed = async () =>
      ((await (await context.request.get('/api/analyses')).json()) as { items: unknown[] }).items
        .length;
    const analyses = await listed();
    const first = await uploadForPreview(page, projected.png);
    await page.getByTestId('reading-verdict').filter({ hasText: 'Please check' }).waitFor();
    await page.getByRole('link', { name: 'Analysis History' }).first().click();
    await page.waitForURL('**/app/history');
    // the reading is gone with its screenshot: it can no longer be fixed or paid for
    const csrf = { origin: new URL(page.url()).origin, 'x-candlelens-csrf': '1' };
    await expect
      .poll(async () =>
        (
          await context.request.post(`/api/readings/${first.body.id}/hints`, {
            data: {},
            headers: csrf,
          })
        ).status(),
      )
      .toBe(404);
    await page.reload();
    expect(await credits(page)).toBe(before);
    expect(await listed()).toBe(analyses);
  });

  it('leaves out the drawings right of the last candle after one click on it', async () => {
    await page.goto('/app/analysis/trend');
    const before = await credits(page);
    const first = await uploadForPreview(page, projected.png);
    expect(first.body).toMatchObject({ accepted: true, verdict: 'check' });
    await page.getByTestId('reading-verdict').filter({ hasText: 'Please check' }).waitFor();
    // what the trader sees: more candles than were drawn, and the last close a drawing's
    const { truth } = projected;
    const seen = await shownReading(page);
    expect(seen.candles).toBeGreaterThan(truth.count + 4);
    expect(Math.abs(seen.close - truth.last.close)).toBeGreaterThan(0.5);
    await page.screenshot({ path: 'out/reading-margin-drawings-1440.png' });

    await page.getByRole('button', { name: 'Mark the last candle' }).click();
    const surface = await markingSurface(page, first.body.width);
    const { x, y } = surface.at(truth.lastX, (truth.y1 + truth.y2) / 2);
    await page.mouse.click(x, y);
    await page.screenshot({ path: 'out/reading-last-candle-marked-1440.png' });
    const reread = previewAnswer(page, /^\/api\/readings\/[^/]+\/hints$/);
    await page.getByRole('button', { name: 'Read with this last candle' }).click();
    const fixed = await reread;
    expect(fixed.status).toBe(200);
    expect(fixed.body.accepted).toBe(true);
    await page.getByTestId('reading-marks').filter({ hasText: 'last candle' }).waitFor();
    const after = await shownReading(page);
    expect(Math.abs(after.candles - truth.count)).toBeLessThanOrEqual(2);
    expect(Math.abs(after.close - truth.last.close) / (truth.p2 - truth.p1)).toBeLessThan(0.03);
    await page.screenshot({ path: 'out/reading-margin-fixed-1440.png' });
    expect(await violations(page)).toEqual([]);
    expect(await credits(page)).toBe(before);

    await confirmAndPay(page, before);
  });

  it('prices the candles on their own scale after two clicks on its labels', async () => {
    await page.goto('/app/analysis/trend');
    const before = await credits(page);
    const first = await uploadForPreview(page, compared.png);
    expect(first.body).toMatchObject({ accepted: true, verdict: 'check' });
    // what the trader sees: prices in the compared instrument's tens of thousands
    const { truth } = compared;
    const seen = await shownReading(page);
    expect(seen.close).toBeGreaterThan(truth.p2 * 10);
    await page.screenshot({ path: 'out/reading-misread-axis-1440.png' });

    await page.getByRole('button', { name: 'Mark two prices' }).click();
    const surface = await markingSurface(page, first.body.width);
    // two clicks on the labels of the candles' own scale, right of the plot
    for (const label of truth.labels) {
      const { x, y } = surface.at(925, label.y);
      await page.mouse.click(x, y);
    }
    // the prices filled in are the misread scale's: the trader types the labels' own
    const prefilled = Number(await page.getByLabel('Price at height 1').inputValue());
    expect(prefilled).toBeGreaterThan(truth.p2 * 10);
    await page.getByLabel('Price at height 1').fill(truth.labels[0].price.toFixed(2));
    await page.getByLabel('Price at height 2').fill(truth.labels[1].price.toFixed(2));
    await page.screenshot({ path: 'out/reading-axis-marked-1440.png' });
    const reread = previewAnswer(page, /^\/api\/readings\/[^/]+\/hints$/);
    await page.getByRole('button', { name: 'Read with these prices' }).click();
    const fixed = await reread;
    expect(fixed.status).toBe(200);
    await page.getByTestId('reading-marks').filter({ hasText: 'two prices' }).waitFor();
    const after = await shownReading(page);
    const span = truth.p2 - truth.p1;
    expect(Math.abs(after.low - truth.p1) / span).toBeLessThan(0.01);
    expect(Math.abs(after.high - truth.p2) / span).toBeLessThan(0.01);
    // thin bodies: the close is read within a few pixels
    expect(Math.abs(after.close - truth.last.close) / span).toBeLessThan(0.03);
    await page.screenshot({ path: 'out/reading-axis-fixed-1440.png' });
    expect(await violations(page)).toEqual([]);
    expect(await credits(page)).toBe(before);

    await confirmAndPay(page, before);
    await page.goto('/app/history');
    // the JPEG's reading and both fixed ones were checked by the trader; the clear chart's was not
    const checked = page.getByTestId('checked-badge').filter({ hasText: 'reading checked by you' });
    await checked.nth(2).waitFor();
    expect(await checked.count()).toBe(3);
  });

  it('takes the same last-candle fix by touch on a 390 px phone', async () => {
    const phone = await subscribedContext(
      browser,
      'basic',
      { width: 390, height: 844 },
      TOUCH_PHONE,
    );
    try {
      const p = phone.page;
      await p.goto('/app/analysis/trend');
      const before = await credits(p);
      const first = await uploadForPreview(p, projected.png);
      expect(first.body.verdict).toBe('check');
      await p.getByTestId('reading-verdict').waitFor();
      await p.screenshot({ path: 'out/reading-margin-drawings-390.png', fullPage: true });
      await p.getByRole('button', { name: 'Mark the last candle' }).tap();
      const surface = await markingSurface(p, first.body.width);
      const { truth } = projected;
      const { x, y } = surface.at(truth.lastX, (truth.y1 + truth.y2) / 2);
      await p.touchscreen.tap(x, y);
      // the tap snaps to the candle read nearest to it: the real last one, not a drawing
      // (polled: the page may paint the handle's new place a frame after the tap)
      const handle = p.getByRole('slider', { name: /^The last candle/ });
      await expect
        .poll(async () =>
          Math.abs(Number(await handle.getAttribute('aria-valuenow')) - truth.lastX),
        )
        .toBeLessThanOrEqual(2);
      const reread = previewAnswer(p, /^\/api\/readings\/[^/]+\/hints$/);
      await p.getByRole('button', { name: 'Read with this last candle' }).tap();
      const fixed = await reread;
      expect(fixed.status).toBe(200);
      const after = await shownReading(p);
      expect(Math.abs(after.candles - truth.count)).toBeLessThanOrEqual(2);
      await p.screenshot({ path: 'out/reading-margin-fixed-390.png', fullPage: true });
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await violations(p)).toEqual([]);
      const created = analysisResponse(p);
      await p.getByRole('button', { name: /Looks right, analyse/ }).tap();
      expect((await created).credits).toBe(before - 100);
    } finally {
      await phone.context.close();
    }
  });
});
