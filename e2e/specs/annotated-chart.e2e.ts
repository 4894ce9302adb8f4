import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, launchBrowser } from '../support/browser.ts';
import {
  analysisResponse,
  renderChart,
  subscribedContext,
  type Fixture,
} from '../support/chart-fixture.ts';

// The annotated chart a trader gets back: each level drawn at the row of its price, tags in the
// margin beside the candles (whole and apart on a phone), the full-size view with the drawings,
// zoom and the same switches, the PNG download and the copy as text.

let browser: Browser;
let chart: Fixture;
let context: BrowserContext;
let page: Page;
/** The key-levels analysis the level tests make, for the phone-width check. */
let lastKeyLevelsId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  chart = await renderChart(browser);
  ({ context, page } = await subscribedContext(browser, 'elite'));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('the annotated chart in the browser', () => {
  it('draws each level line on the screenshot at the row of the price it claims', async () => {
    await page.goto('/app/analysis/key-levels');
    const created = analysisResponse(page);
    await page.getByLabel('Chart screenshot file').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: chart.png,
    });
    const { analysis } = await created;
    lastKeyLevelsId = analysis.id;
    expect(analysis.reading.relativePrices).toBe(false);
    const overlay = page.getByTestId('chart-overlay');
    await overlay.waitFor();
    const lines = overlay.getByTestId('level-line');
    const lineCount = await lines.count();
    expect(lineCount).toBeGreaterThan(0);

    // The row the chart library itself drew each price at.
    const { p1, y1, p2, y2 } = chart.truth;
    const trueRow = (price: number) => y1 + ((price - p1) * (y2 - y1)) / (p2 - p1);
    for (const line of await lines.all()) {
      const price = Number(await line.getAttribute('data-price'));
      const y = Number(await line.getAttribute('y1'));
      // In image pixels, against the truth of the rendered chart.
      expect(Math.abs(y - trueRow(price))).toBeLessThan(3);
      // And on screen, over the screenshot as the trader sees it (both measured at once).
      const shown = await line.evaluate((el, imageHeight) => {
        const img = el.closest('[data-testid="analysis-result"]')!.querySelector('img')!;
        const box = img.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return { offset: r.top + r.height / 2 - box.top, scale: box.height / imageHeight };
      }, analysis.reading.height);
      expect(Math.abs(shown.offset - trueRow(price) * shown.scale)).toBeLessThan(2);
    }

    // The overlay can be switched off and on again.
    await page.getByRole('button', { name: 'Hide overlay' }).click();
    expect(await page.getByTestId('chart-overlay').count()).toBe(0);
    await page.getByRole('button', { name: 'Show overlay' }).click();
    await page.getByTestId('chart-overlay').waitFor();

    // Level tags sit in the margin right of the screenshot, never over a candle.
    for (const tag of await overlay.getByTestId('level-tag').locator('rect').all())
      expect(Number(await tag.getAttribute('x'))).toBeGreaterThan(analysis.reading.width);

    // Full size shows the annotated chart, with the same switches, zoomable.
    await page.getByRole('button', { name: 'Open full size' }).click();
    const big = page.getByRole('dialog', { name: 'Your chart, full size' });
    const bigLines = big.getByTestId('level-line');
    await bigLines.first().waitFor({ state: 'attached' });
    expect(await bigLines.count()).toBe(lineCount);
    const width = async () => (await big.locator('img').boundingBox())?.width ?? 0;
    const fitted = await width();
    await big.getByRole('button', { name: 'Zoom in' }).click();
    await big.getByText('150%').waitFor();
    expect(await width()).toBeGreaterThan(fitted * 1.3);
    await big.getByRole('button', { name: 'Hide overlay' }).click();
    expect(await big.getByTestId('chart-overlay').count()).toBe(0);
    await big.getByRole('button', { name: 'Show overlay' }).click();
    await big.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The annotated chart downloads as a PNG: the screenshot plus the margin with the tags.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of file) chunks.push(c as Buffer);
    const png = Buffer.concat(chunks);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThan(analysis.reading.width);
    expect(png.readUInt32BE(20)).toBe(analysis.reading.height);

    // And the analysis copies as text.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await page.getByRole('button', { name: 'Copy text' }).click();
    await page.getByText('Analysis copied as text.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^CandleLens Key Levels Analysis/);
    expect(copied).not.toContain('**');
    // plain text: no Markdown marks, and the technical terms it uses explained in a footnote
    expect(copied).not.toMatch(/^---$|(^|\s)_\S|\S_(\s|$)/m);
    expect(copied).toMatch(/\n\nTerms used\n- /);
  });

  it('on a phone, keeps each level tag whole inside the margin, priced like the axis', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto('/app/history');
      const card = page.getByTestId('history-card').first();
      await card.getByRole('button', { name: 'Show Analysis' }).click();
      const overlay = card.getByTestId('chart-overlay');
      await overlay.waitFor();
      const { priceAxis } = (
        (await (await page.request.get(`/api/analyses/${lastKeyLevelsId}`)).json()) as {
          reading: { priceAxis: { decimals?: number | null } };
        }
      ).reading;
      // The fixture's price axis is printed with two decimals ('104.00'); the tags say the same.
      expect(priceAxis.decimals).toBe(2);
      const tags = await overlay.getByTestId('level-tag').all();
      expect(tags.length).toBeGreaterThan(0);
      const rows: [number, number][] = [];
      for (const tag of tags) {
        const text = (await tag.locator('text').textContent()) ?? '';
        expect(text).toMatch(/^\S+ [\d,]+\.\d{2}$/);
        const fit = await tag.evaluate((g) => {
          const svg = g.closest('svg')!.getBoundingClientRect();
          const img = g.closest('svg')!.parentElement!.querySelector('img')!;
          const r = g.querySelector('rect')!.getBoundingClientRect();
          const t = g.querySelector('text')!.getBoundingClientRect();
          return {
            top: r.top - svg.top,
            bottom: svg.bottom - r.bottom,
            rows: [r.top, r.bottom],
            tagLeft: r.left - img.getBoundingClientRect().right,
            tagRight: svg.right - r.right,
            textLeft: t.left - r.left,
            textRight: r.right - t.right,
          };
        });
        // Right of the screenshot (never over a candle), inside the chart's box, and the text
        // inside its tag with room to spare on both sides, in the fonts this browser has.
        expect(fit.tagLeft).toBeGreaterThanOrEqual(0);
        expect(fit.tagRight).toBeGreaterThanOrEqual(0);
        expect(fit.textLeft).toBeGreaterThanOrEqual(3);
        expect(fit.textRight).toBeGreaterThanOrEqual(3);
        // Nor cut off at the top or bottom, however many levels there are.
        expect(fit.top).toBeGreaterThanOrEqual(-0.5);
        expect(fit.bottom).toBeGreaterThanOrEqual(-0.5);
        rows.push(fit.rows as [number, number]);
      }
      // And no two tags overlap.
      rows.sort((a, b) => a[0] - b[0]);
      for (let k = 1; k < rows.length; k++)
        expect(rows[k]![0]).toBeGreaterThanOrEqual(rows[k - 1]![1] - 0.5);

      // Full size on a phone is larger than the card: it opens at 200%, at the chart's right
      // end, with the level tags in view.
      await card.getByRole('button', { name: 'Open full size' }).click();
      const big = page.getByRole('dialog', { name: 'Your chart, full size' });
      await big.getByText('200%').waitFor();
      const view = (await big.getByTestId('full-size-chart').boundingBox())!;
      const bigChart = (await big.locator('img').boundingBox())!;
      expect(bigChart.width).toBeGreaterThan(1.5 * view.width);
      for (const tag of await big.getByTestId('level-tag').locator('rect').all()) {
        const r = (await tag.boundingBox())!;
        expect(r.x).toBeGreaterThanOrEqual(view.x - 0.5);
        expect(r.x + r.width).toBeLessThanOrEqual(view.x + view.width + 0.5);
      }
      await big.getByRole('button', { name: 'Close' }).click();
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });
});
