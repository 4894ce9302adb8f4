import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { subscribedContext } from '../support/chart-fixture.ts';

// A trader uploads something that is not a candlestick chart: a screenshot of a web page and a
// line chart. The reader refuses both before any credit is spent; the page says why in the app's
// own words, nothing is charged and nothing lands in the history.

const require = createRequire(import.meta.url);
const LIGHTWEIGHT_CHARTS = path.join(
  path.dirname(require.resolve('lightweight-charts/package.json')),
  'dist/lightweight-charts.standalone.production.js',
);

const ARTICLE = `<!doctype html><html><body style="margin:0;font-family:sans-serif;background:#fff;color:#222">
<header style="background:#0b3d91;color:#fff;padding:14px 32px;font-size:22px">Market News Daily
<span style="float:right;font-size:15px">Markets · Economy · Tech · Opinion</span></header>
<main style="display:flex;gap:32px;padding:24px 32px">
<article style="flex:3"><h1 style="font-size:34px">Stocks edge higher as traders weigh the rate outlook</h1>
<p style="color:#666">By Staff Writer · 24 November 2026 · 5 min read</p>
${Array.from({ length: 9 }, (_, i) => `<p style="font-size:17px;line-height:1.6">Paragraph ${i + 1}: shares rose 0.${i + 2}% in early trade on Tuesday as investors looked ahead to the central bank's statement, with energy and technology leading gains while bond yields eased from last week's highs.</p>`).join('')}
</article>
<aside style="flex:1;border-left:1px solid #ddd;padding-left:24px"><h2>Most read</h2>
${Array.from({ length: 8 }, (_, i) => `<p style="font-size:15px">${i + 1}. Headline number ${i + 1} about earnings and the economy</p>`).join('')}
</aside></main></body></html>`;

/** A screenshot of a news article page. */
async function webPage(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent(ARTICLE);
  const png = await page.screenshot();
  await page.close();
  return png;
}

/** A line chart of a price series drawn with a real charting library. */
async function lineChart(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
  await page.setContent(
    '<body style="margin:0;background:#ffffff"><div id="chart" style="width:960px"></div></body>',
  );
  await page.addScriptTag({ path: LIGHTWEIGHT_CHARTS });
  await page.evaluate(async () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const points: { time: number; value: number }[] = [];
    let price = 250;
    for (let i = 0; i < 160; i++) {
      price = Math.max(50, price + (rnd() - 0.48) * 6);
      points.push({ time: 1704067200 + i * 86400, value: price });
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const LC = (window as any).LightweightCharts;
    const chart = LC.createChart(document.getElementById('chart'), {
      width: 960,
      height: 540,
      layout: { background: { type: 'solid', color: '#ffffff' }, attributionLogo: false },
      handleScroll: false,
      handleScale: false,
    });
    chart.addSeries(LC.LineSeries, { color: '#2962ff', lineWidth: 2 }).setData(points);
    chart.timeScale().fitContent();
    for (let k = 0; k < 4; k++) await new Promise((r) => requestAnimationFrame(r));
  });
  const png = await page.locator('#chart').screenshot();
  await page.close();
  return png;
}

async function credits(page: Page): Promise<number> {
  const badge = page.getByTestId('credits-badge');
  await badge.filter({ hasText: /\d/ }).waitFor();
  return Number(((await badge.textContent()) ?? '').replace(/[^0-9]/g, ''));
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let images: { name: string; png: Buffer }[];

beforeAll(async () => {
  browser = await launchBrowser();
  images = [
    { name: 'news-page.png', png: await webPage(browser) },
    { name: 'line-chart.png', png: await lineChart(browser) },
  ];
  ({ context, page } = await subscribedContext(browser, 'elite'));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('a screenshot that is not a candlestick chart', () => {
  it('is refused with the reason on the page, charged nothing and kept out of history', async () => {
    for (const image of images) {
      await page.goto('/app/analysis/trend');
      const before = await credits(page);
      const answered = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/readings' && r.request().method() === 'POST',
      );
      await page.getByLabel('Chart screenshot file').setInputFiles({
        name: image.name,
        mimeType: 'image/png',
        buffer: image.png,
      });
      // The free reading answers first: refused, with the reason.
      const res = await answered;
      expect(res.status(), image.name).toBe(201);
      const { accepted, reason } = (await res.json()) as { accepted: boolean; reason: string };
      expect(accepted, image.name).toBe(false);
      const message = reason;
      expect(message, image.name).toMatch(
        /candlestick chart|too small to read|candles were read|price axis/,
      );
      // The reader's own words, on the page (not a native dialog), and the no-charge note.
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      await page.getByTestId('no-charge-note').waitFor();
      expect(await page.getByTestId('analysis-result').count()).toBe(0);
      await page.screenshot({ path: path.join('out', `refused-${image.name}`) });
      // Nothing spent, also after a fresh look at the balance.
      await page.reload();
      expect(await credits(page)).toBe(before);
    }
    const history = await context.request.get('/api/analyses');
    expect(history.ok()).toBe(true);
    const { items } = (await history.json()) as { items: unknown[] };
    expect(items).toHaveLength(0);
  });
});
