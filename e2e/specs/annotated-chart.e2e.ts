import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, launchBrowser, TOUCH_PHONE } from '../support/browser.ts';
import {
  analyseChart,
  renderChart,
  subscribedContext,
  type Fixture,
} from '../support/chart-fixture.ts';

// The annotated chart a trader gets back: each level drawn at the row of its price, tags in the
// margin beside the candles (on a phone: the chart the phone's width, each tag beside its line,
// apart from the others), the full-size view fitted to the screen with the drawings, pinch-zoom,
// pan and the same switches, the PNG download and the copy as text.

let browser: Browser;
let chart: Fixture;
let context: BrowserContext;
let page: Page;

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
    const { analysis } = await analyseChart(page, '/app/analysis/key-levels', chart.png);
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

  it('on a phone, fills the width with tags beside their lines and opens full size fitted', async () => {
    const phone = await subscribedContext(
      browser,
      'elite',
      { width: 390, height: 844 },
      TOUCH_PHONE,
    );
    try {
      const p = phone.page;
      const { analysis } = await analyseChart(p, '/app/analysis/key-levels', chart.png);
      const result = p.getByTestId('analysis-result');
      const overlay = result.getByTestId('chart-overlay');
      await overlay.waitFor();
      await overlay.scrollIntoViewIfNeeded();

      // Every box is taken in one go, in one frame: the result is scrolled into view smoothly,
      // so boxes taken one call apart may be a scroll step apart.
      const shown = await overlay.evaluate((svg) => {
        const img = svg.parentElement!.querySelector('img')!;
        return {
          svg: svg.getBoundingClientRect().toJSON() as DOMRect,
          img: img.getBoundingClientRect().toJSON() as DOMRect,
          lines: [...svg.querySelectorAll('[data-testid="level-line"]')].map((el) => {
            const r = el.getBoundingClientRect();
            return { price: el.getAttribute('data-price')!, y: r.top + r.height / 2 };
          }),
          tags: [...svg.querySelectorAll('[data-testid="level-tag"]')].map((g) => {
            const r = g.querySelector('[data-testid="level-tag-box"]')!.getBoundingClientRect();
            const texts = [...g.querySelectorAll('text')].map((t) => {
              const b = t.getBoundingClientRect();
              return { text: t.textContent ?? '', left: b.left - r.left, right: r.right - b.right };
            });
            return {
              prices: (g.getAttribute('data-prices') ?? '').split(' '),
              top: r.top,
              bottom: r.bottom,
              left: r.left,
              right: r.right,
              texts,
            };
          }),
        };
      });
      const { lines, tags, svg: svgBox, img: imgBox } = shown;

      // The chart with its tag margin takes nearly the phone's whole width, the screenshot most
      // of it (it was 290 px, a third of it a column of tags).
      expect(svgBox.width).toBeGreaterThanOrEqual(0.9 * 390);
      expect(imgBox.width).toBeGreaterThanOrEqual(0.75 * 390);

      // Every level's line passes through its own tag, no two tags overlap, none is cut off,
      // and each price is written with the axis's two decimals ('104.00').
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const tag = tags.find((t) => t.prices.includes(line.price));
        expect(tag, `a tag for the level at ${line.price}`).toBeDefined();
        expect(line.y).toBeGreaterThanOrEqual(tag!.top - 0.5);
        expect(line.y).toBeLessThanOrEqual(tag!.bottom + 0.5);
      }
      const sorted = [...tags].sort((a, b) => a.top - b.top);
      sorted.forEach((t, k) => {
        expect(t.left).toBeGreaterThanOrEqual(imgBox.x + imgBox.width - 0.5);
        expect(t.right).toBeLessThanOrEqual(svgBox.x + svgBox.width + 0.5);
        expect(t.top).toBeGreaterThanOrEqual(svgBox.y - 0.5);
        expect(t.bottom).toBeLessThanOrEqual(svgBox.y + svgBox.height + 0.5);
        if (k > 0) expect(t.top).toBeGreaterThanOrEqual(sorted[k - 1]!.bottom - 0.5);
        for (const text of t.texts) {
          expect(text.text).toMatch(/^[\d,]+\.\d{2}$/);
          expect(text.left).toBeGreaterThanOrEqual(3);
          expect(text.right).toBeGreaterThanOrEqual(3);
        }
      });

      // The risk plan's labels on the chart keep clear of each other and inside the chart.
      await p.getByTestId('plan-side-long').click();
      await overlay.getByTestId('plan-box').waitFor();
      // Measured in one go with the chart and the screenshot: the click may scroll the page,
      // so boxes taken before it are not in the labels' frame.
      const placed = await overlay.evaluate((svg) => {
        const img = svg.parentElement!.querySelector('img')!;
        return {
          svg: svg.getBoundingClientRect().toJSON() as DOMRect,
          img: img.getBoundingClientRect().toJSON() as DOMRect,
          labels: [...svg.querySelectorAll('[data-testid^="plan-label-"]')].map(
            (el) => el.getBoundingClientRect().toJSON() as DOMRect,
          ),
        };
      });
      const labels = placed.labels;
      expect(labels.length).toBeGreaterThanOrEqual(3);
      for (const [i, a] of labels.entries()) {
        expect(a.top).toBeGreaterThanOrEqual(placed.svg.top - 0.5);
        expect(a.bottom).toBeLessThanOrEqual(placed.svg.bottom + 0.5);
        expect(a.left + a.width).toBeLessThanOrEqual(placed.img.right + 0.5);
        for (const b of labels.slice(i + 1)) {
          const apart = a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
          expect(apart, 'plan labels overlap').toBe(true);
        }
      }
      // The plan's prices in the fields are written with the chart's decimals, not five.
      expect(await p.getByTestId('plan-entry').inputValue()).toMatch(/^\d+(\.\d{1,2})?$/);

      // Full size opens fitted to the screen: the whole chart in view, at 100%.
      await result.getByRole('button', { name: 'Open full size' }).click();
      const big = p.getByRole('dialog', { name: 'Your chart, full size' });
      await big.getByText('100%').waitFor();
      const bigSvg = big.getByTestId('chart-overlay');
      await bigSvg.waitFor();
      const fitted = (await bigSvg.boundingBox())!;
      expect(fitted.x).toBeGreaterThanOrEqual(-0.5);
      expect(fitted.x + fitted.width).toBeLessThanOrEqual(390.5);
      expect(fitted.y + fitted.height).toBeLessThanOrEqual(844.5);
      expect(fitted.width).toBeGreaterThan(0.8 * 390);
      const fittedImg = (await big.locator('img').boundingBox())!;
      expect(fittedImg.width).toBeLessThan(390);

      // Two fingers spread apart zoom in; one finger then moves the chart.
      const cdp = await phone.context.newCDPSession(p);
      const touch = (
        type: 'touchStart' | 'touchMove' | 'touchEnd',
        points: { x: number; y: number }[],
      ) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: points.map((pt, id) => ({ ...pt, id })),
        });
      const cx = fitted.x + fitted.width / 2;
      const cy = fitted.y + fitted.height / 2;
      await touch('touchStart', [
        { x: cx - 30, y: cy },
        { x: cx + 30, y: cy },
      ]);
      for (let k = 1; k <= 6; k++)
        await touch('touchMove', [
          { x: cx - 30 - 15 * k, y: cy },
          { x: cx + 30 + 15 * k, y: cy },
        ]);
      await touch('touchEnd', []);
      await expect
        .poll(async () =>
          Number((await big.getByTestId('full-size-zoom').textContent())?.replace('%', '')),
        )
        .toBeGreaterThan(150);
      const zoomed = (await big.locator('img').boundingBox())!;
      expect(zoomed.width).toBeGreaterThan(1.4 * fittedImg.width);
      await touch('touchStart', [{ x: cx, y: cy }]);
      for (let k = 1; k <= 5; k++) await touch('touchMove', [{ x: cx + 20 * k, y: cy }]);
      await touch('touchEnd', []);
      await expect
        .poll(async () => (await big.locator('img').boundingBox())!.x)
        .toBeGreaterThan(zoomed.x + 20);
      // And back to the whole chart.
      await big.getByRole('button', { name: 'Fit' }).click();
      await big.getByText('100%').waitFor();
      await big.getByRole('button', { name: 'Close' }).click();
      expect(analysis.reading.relativePrices).toBe(false);
    } finally {
      await phone.context.close();
    }
  });
});
