import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, launchBrowser, newPage, PASSWORD, uniqueEmail } from '../support/browser.ts';

// A signed-in trader with a plan: upload a rendered chart on every tool page, see the progress
// text, the analysis, the findings drawn at the right place, credits going down, the history,
// Quick Analysis on the dashboard and a screenshot pasted from the clipboard.

const require = createRequire(import.meta.url);
const LIGHTWEIGHT_CHARTS = path.join(
  path.dirname(require.resolve('lightweight-charts/package.json')),
  'dist/lightweight-charts.standalone.production.js',
);

const TOOLS = [
  {
    path: '/app/analysis/key-levels',
    progress: 'Analyzing key price levels...',
    section: 'Key Levels',
  },
  { path: '/app/analysis/trend', progress: 'Analyzing market trends...', section: 'Trend' },
  { path: '/app/analysis/patterns', progress: 'Analyzing chart patterns...', section: 'Patterns' },
  { path: '/app/analysis/indicators', progress: 'Analyzing indicators...', section: 'Indicators' },
  {
    path: '/app/analysis/prediction',
    progress: 'Forecasting price...',
    section: /Price Prediction/,
  },
] as const;

interface Fixture {
  png: Buffer;
  /** Two prices and their true rows in the screenshot, from the chart library itself. */
  truth: { p1: number; y1: number; p2: number; y2: number };
}

/** Renders a dark candlestick chart with lightweight-charts and screenshots it. */
async function renderChart(browser: Browser): Promise<Fixture> {
  const page = await browser.newPage({
    viewport: { width: 1000, height: 600 },
    deviceScaleFactor: 1,
  });
  await page.setContent(
    '<body style="margin:0;background:#131722"><div id="chart" style="width:960px"></div></body>',
  );
  await page.addScriptTag({ path: LIGHTWEIGHT_CHARTS });
  const truth = await page.evaluate(async () => {
    let seed = 20261122;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const bars: { time: number; open: number; high: number; low: number; close: number }[] = [];
    let price = 100;
    for (let i = 0; i < 90; i++) {
      const open = price;
      const close = Math.max(20, open + Math.sin(i / 12) * 0.6 + (rnd() - 0.5) * 3);
      const high = Math.max(open, close) + rnd() * 1.2;
      const low = Math.min(open, close) - rnd() * 1.2;
      bars.push({ time: 1704067200 + i * 86400, open, high, low, close });
      price = close;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const LC = (window as any).LightweightCharts;
    const chart = LC.createChart(document.getElementById('chart'), {
      width: 960,
      height: 540,
      layout: {
        background: { type: 'solid', color: '#131722' },
        textColor: '#d1d4dc',
        attributionLogo: false,
      },
      grid: { vertLines: { color: '#1f2430' }, horzLines: { color: '#1f2430' } },
      handleScroll: false,
      handleScale: false,
    });
    const series = chart.addSeries(LC.CandlestickSeries, {
      upColor: '#26a69a',
      downColor: '#ef5350',
      wickUpColor: '#26a69a',
      wickDownColor: '#ef5350',
      borderVisible: false,
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    series.setData(bars);
    chart.timeScale().fitContent();
    for (let k = 0; k < 4; k++) await new Promise((r) => requestAnimationFrame(r));
    const p1 = Math.min(...bars.map((b) => b.low));
    const p2 = Math.max(...bars.map((b) => b.high));
    return {
      p1,
      y1: series.priceToCoordinate(p1) as number,
      p2,
      y2: series.priceToCoordinate(p2) as number,
    };
  });
  const png = await page.locator('#chart').screenshot();
  await page.close();
  return { png, truth };
}

/** Signs up, signs in and buys a plan through the API, so the cookie lands in the context. */
async function subscribedContext(
  browser: Browser,
  planId: 'basic' | 'elite',
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport);
  const headers = { origin: baseURL(), 'x-candlelens-csrf': '1' };
  const email = uniqueEmail(`analyst-${planId}`);
  const post = async (url: string, data?: unknown) => {
    const res = await context.request.post(url, { data, headers });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await post('/api/auth/sign-up/email', {
    name: 'Ava Analyst',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await post('/api/auth/sign-in/email', { email, password: PASSWORD });
  const { subscriptionId } = await post('/api/subscriptions', { planId });
  const approved = await post(`/api/sandbox/checkout/${String(subscriptionId)}/approve`);
  await post('/api/subscriptions/verify', approved);
  return { context, page };
}

async function credits(page: Page): Promise<number> {
  const badge = page.getByTestId('credits-badge');
  await badge.filter({ hasText: /\d/ }).waitFor();
  return Number(((await badge.textContent()) ?? '').replace(/[^0-9]/g, ''));
}

async function waitForCredits(page: Page, expected: number) {
  await page
    .getByTestId('credits-badge')
    .filter({ hasText: `${expected.toLocaleString('en-US')} credits` })
    .waitFor();
}

/** Holds each upload back a little so the progress text can be seen, as on a slow line. */
async function slowUploads(page: Page) {
  await page.route('**/api/analyses', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
}

interface CreatedAnalysis {
  analysis: {
    id: string;
    reading: {
      width: number;
      height: number;
      relativePrices: boolean;
      priceAxis: { scale: string; fit: { slope: number; intercept: number } } | null;
    };
  };
  credits: number;
}

function analysisResponse(page: Page): Promise<CreatedAnalysis> {
  return page
    .waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/analyses' && r.request().method() === 'POST',
    )
    .then(async (r) => {
      expect(r.status()).toBe(201);
      return (await r.json()) as CreatedAnalysis;
    });
}

let browser: Browser;
let chart: Fixture;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  chart = await renderChart(browser);
  ({ context, page } = await subscribedContext(browser, 'elite'));
  await slowUploads(page);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('chart analysis in the browser', () => {
  it('analyzes an uploaded chart on every tool page and charges 100 credits each time', async () => {
    for (const tool of TOOLS) {
      await page.goto(tool.path);
      const before = await credits(page);
      const created = analysisResponse(page);
      await page.getByLabel('Chart screenshot file').setInputFiles({
        name: 'chart.png',
        mimeType: 'image/png',
        buffer: chart.png,
      });
      await page.getByText(tool.progress).first().waitFor();
      const body = await created;
      expect(body.credits).toBe(before - 100);

      const result = page.getByTestId('analysis-result');
      await result.getByRole('heading', { name: 'Chart Analysis' }).waitFor();
      await result
        .getByTestId('analysis-text')
        .getByRole('heading', { name: tool.section })
        .first()
        .waitFor();
      await waitForCredits(page, before - 100);
      await result.getByTestId('chart-overlay').waitFor();
    }
  });

  it('draws each level line on the screenshot at the row of the price it claims', async () => {
    await page.goto('/app/analysis/key-levels');
    const created = analysisResponse(page);
    await page.getByLabel('Chart screenshot file').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: chart.png,
    });
    const { analysis } = await created;
    expect(analysis.reading.relativePrices).toBe(false);
    const overlay = page.getByTestId('chart-overlay');
    await overlay.waitFor();
    const lines = overlay.getByTestId('level-line');
    expect(await lines.count()).toBeGreaterThan(0);

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
  });

  it('refuses a file that is not an image without charging', async () => {
    await page.goto('/app/analysis/trend');
    const before = await credits(page);
    await page.getByLabel('Chart screenshot file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a chart'),
    });
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Only images can be analyzed. Choose a PNG, JPEG or WebP screenshot of your chart.',
    );
    expect(await credits(page)).toBe(before);
  });

  it('analyzes a screenshot pasted from the clipboard', async () => {
    await page.goto('/app/analysis/trend');
    const before = await credits(page);
    await page.getByRole('button', { name: /Upload a chart screenshot/ }).waitFor();
    const created = analysisResponse(page);
    await page.evaluate(async (b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const file = new File([bytes], 'pasted.png', { type: 'image/png' });
      const data = new DataTransfer();
      data.items.add(file);
      document.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, chart.png.toString('base64'));
    await page.getByText('Analyzing market trends...').first().waitFor();
    await created;
    await page
      .getByTestId('analysis-result')
      .getByRole('heading', { name: 'Chart Analysis' })
      .waitFor();
    await waitForCredits(page, before - 100);
  });

  it('runs a Quick Analysis on the dashboard and shows a recent analysis when clicked', async () => {
    // Seven analyses so far; five more through the API make the compact list overflow its 10.
    for (let i = 0; i < 5; i++) {
      const res = await context.request.post('/api/analyses', {
        multipart: {
          type: 'key-levels',
          image: { name: 'chart.png', mimeType: 'image/png', buffer: chart.png },
        },
        headers: {
          origin: baseURL(),
          'x-candlelens-csrf': '1',
          'idempotency-key': crypto.randomUUID(),
        },
      });
      expect(res.status()).toBe(201);
    }

    await page.goto('/app');
    await page.getByRole('heading', { name: 'Welcome, Ava Analyst' }).waitFor();
    const before = await credits(page);
    const created = analysisResponse(page);
    await page.getByLabel('Chart screenshot file').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: chart.png,
    });
    await page.getByText('Analyzing your chart...').first().waitFor();
    await created;
    const shown = page.getByTestId('analysis-result');
    await shown.getByRole('heading', { name: 'Chart Analysis' }).waitFor();
    await waitForCredits(page, before - 100);

    // Recent Analyses: the 10 newest of 13, as thumbnails with relative times; the new one first.
    const recent = page.getByTestId('recent-analysis');
    await page.locator('[data-testid="recent-analysis"][aria-pressed="true"]').waitFor();
    expect(await recent.count()).toBe(10);
    await expect(recent.first().textContent()).resolves.toMatch(/^Quick Analysis.*just now$/);
    expect(await recent.first().getAttribute('aria-pressed')).toBe('true');
    expect(await shown.textContent()).toContain('Quick Analysis');

    await recent.nth(3).click();
    expect(await recent.nth(3).getAttribute('aria-pressed')).toBe('true');
    await shown.getByText(/^Key Levels Analysis · /).waitFor();
    await shown.getByRole('heading', { name: 'Chart Analysis' }).waitFor();
    expect(await page.getByTestId('analysis-result').count()).toBe(1);
  });

  it('lists the analyses in history, toggles one open and closed, and deletes one', async () => {
    await page.goto('/app/history');
    await page.getByText('View your chart analyses from the past 7 days').waitFor();
    const cards = page.getByTestId('history-card');
    await cards.first().waitFor();
    // 13 analyses: a first page, then the rest behind 'Load more'.
    const firstPage = await cards.count();
    expect(firstPage).toBeLessThan(13);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="history-card"]').length === 13,
    );
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    const count = 13;

    const first = cards.first();
    await first.getByRole('button', { name: 'Show Analysis' }).click();
    await first.getByRole('heading', { name: 'Chart Analysis' }).waitFor();
    await first.getByTestId('chart-overlay').waitFor();
    await first.getByRole('button', { name: 'Hide Analysis' }).click();
    expect(await first.getByRole('heading', { name: 'Chart Analysis' }).count()).toBe(0);

    await first.getByRole('button', { name: 'Delete' }).click();
    await first.getByText('Delete this analysis?').waitFor();
    await first.getByRole('button', { name: 'Yes, delete' }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="history-card"]').length === n,
      count - 1,
    );
  });
});

describe('plans and tools', () => {
  it('shows which plan unlocks a tool instead of the upload box', async () => {
    const basic = await subscribedContext(browser, 'basic', { width: 390, height: 844 });
    await basic.page.goto('/app/analysis/prediction');
    await basic.page.getByRole('heading', { name: 'Price Prediction' }).waitFor();
    await basic.page.getByText('Price Prediction is included in the Elite plan').waitFor();
    const link = basic.page.getByRole('link', { name: 'Upgrade to Elite' });
    expect(await link.getAttribute('href')).toBe('/subscription-plans');
    expect(await basic.page.getByLabel('Chart screenshot file').count()).toBe(0);

    // Key levels are part of Basic: the upload box is there.
    await basic.page.goto('/app/analysis/key-levels');
    await basic.page.getByLabel('Chart screenshot file').waitFor({ state: 'attached' });
    await basic.context.close();
  });

  it('tells a new user with no analyses that the history is empty', async () => {
    const fresh = await subscribedContext(browser, 'basic');
    await fresh.page.goto('/app/history');
    await fresh.page.getByText('No analyses found in the past 7 days').waitFor();
    await fresh.page.goto('/app');
    await fresh.page.getByText('No charts analyzed in the past 7 days').waitFor();
    await fresh.context.close();
  });
});
