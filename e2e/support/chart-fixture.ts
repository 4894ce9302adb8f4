import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, newPage, PASSWORD, uniqueEmail } from './browser.ts';

// A chart screenshot rendered with a real charting library, and a trader with a plan, for the
// tests that upload charts.

const require = createRequire(import.meta.url);
const LIGHTWEIGHT_CHARTS = path.join(
  path.dirname(require.resolve('lightweight-charts/package.json')),
  'dist/lightweight-charts.standalone.production.js',
);

export interface Fixture {
  png: Buffer;
  /**
   * From the chart library itself: two prices and their true rows in the screenshot (the lowest
   * low and the highest high), the candles drawn, the last one's prices and column, and the rows
   * of two prices the right-hand scale labels (`labels`, top first).
   */
  truth: {
    p1: number;
    y1: number;
    p2: number;
    y2: number;
    count: number;
    last: { open: number; high: number; low: number; close: number };
    lastX: number;
    labels: [{ price: number; y: number }, { price: number; y: number }];
  };
}

export interface ChartOptions {
  legend?: string;
  seed?: number;
  priceScale?: boolean;
  /** Candles drawn (90 by default). */
  candles?: number;
  /** Empty slots kept right of the last candle, as charts leave room for drawings. */
  rightMargin?: number;
  /** A projection of the next candles drawn in that margin (as a trader's bars-pattern or
   * forecast drawing shows them): `count` candles from the `from`-th slot past the last one, in
   * the candles' colours. */
  projection?: { from: number; count: number };
  /** A second instrument compared on a price scale of its own on the left (a line from
   * `start`), as trading apps draw a compared symbol. */
  compare?: { start: number };
  /** Two prices the right-hand scale labels, top first (their rows are in `truth.labels`). */
  labelPrices?: [number, number];
  /** The tag of the last price on the candles' scale (shown by default, as apps do). */
  lastValue?: boolean;
  /** Saved as a JPEG of this quality (Chromium keeps its colour at half resolution, 4:2:0, as
   * phones and messaging apps do) instead of a PNG. */
  jpeg?: number;
}

/**
 * Renders a dark candlestick chart with lightweight-charts and screenshots it; `legend` writes a
 * line at the top left of the chart, as trading apps do (`AAPL · 1D`), `seed` varies the candles,
 * and without its price scale (`priceScale: false`) the same candles stand with no price labels
 * to read. The other options add what some charts show: drawings in the empty margin, a compared
 * instrument on a second scale.
 */
export async function renderChart(browser: Browser, opts: ChartOptions = {}): Promise<Fixture> {
  const page = await browser.newPage({
    viewport: { width: 1000, height: 600 },
    deviceScaleFactor: 1,
  });
  await page.setContent(
    '<body style="margin:0;background:#131722"><div id="chart" style="width:960px;position:relative"></div></body>',
  );
  await page.addScriptTag({ path: LIGHTWEIGHT_CHARTS });
  const truth = await page.evaluate(
    async ({
      startSeed,
      priceScale,
      n,
      rightMargin,
      projection,
      compare,
      labelPrices,
      lastValue,
    }) => {
      let seed = startSeed;
      const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      const bars: { time: number; open: number; high: number; low: number; close: number }[] = [];
      let price = 100;
      for (let i = 0; i < n; i++) {
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
        rightPriceScale: { visible: priceScale },
        leftPriceScale: { visible: compare !== null },
        timeScale: { rightOffset: rightMargin },
      });
      const series = chart.addSeries(LC.CandlestickSeries, {
        upColor: '#26a69a',
        downColor: '#ef5350',
        wickUpColor: '#26a69a',
        wickDownColor: '#ef5350',
        borderVisible: false,
        lastValueVisible: lastValue,
        priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
      });
      series.setData(bars);
      if (compare) {
        const line = chart.addSeries(LC.LineSeries, {
          color: '#f7a600',
          lineWidth: 2,
          priceScaleId: 'left',
          priceLineVisible: false,
          lastValueVisible: false,
        });
        let value = compare.start;
        line.setData(
          bars.map((b) => ({ time: b.time, value: (value *= 1 + (rnd() - 0.5) * 0.03) })),
        );
      }
      const time = chart.timeScale();
      time.fitContent();
      for (let k = 0; k < 4; k++) await new Promise((r) => requestAnimationFrame(r));
      // the pane starts right of the left-hand scale, when there is one
      const paneLeft = compare ? chart.priceScale('left').width() : 0;
      const xOf = (slot: number) => paneLeft + (time.logicalToCoordinate(slot as never) as number);
      const yOf = (p: number) => series.priceToCoordinate(p) as number;
      if (projection) {
        const canvas = document.createElement('canvas');
        canvas.width = 960;
        canvas.height = 540;
        canvas.style.cssText = 'position:absolute;left:0;top:0;z-index:4;pointer-events:none';
        document.getElementById('chart')!.appendChild(canvas);
        const g = canvas.getContext('2d')!;
        const body = Math.max(1, Math.round((xOf(n - 1) - xOf(n - 2)) * 0.8));
        let p = bars[n - 1]!.close;
        for (let k = 0; k < projection.count; k++) {
          const open = p;
          const close = p + (rnd() - 0.4) * 2;
          const [high, low] = [
            Math.max(open, close) + rnd() * 0.7,
            Math.min(open, close) - rnd() * 0.7,
          ];
          p = close;
          const x = Math.round(xOf(n - 1 + projection.from + k));
          g.fillStyle = close >= open ? '#26a69a' : '#ef5350';
          g.fillRect(x, Math.round(yOf(high)), 1, Math.round(yOf(low) - yOf(high)));
          const top = Math.round(yOf(Math.max(open, close)));
          const bottom = Math.round(yOf(Math.min(open, close)));
          g.fillRect(x - Math.floor(body / 2), top, body, Math.max(1, bottom - top));
        }
      }
      const p1 = Math.min(...bars.map((b) => b.low));
      const p2 = Math.max(...bars.map((b) => b.high));
      const { open, high, low, close } = bars[n - 1]!;
      return {
        p1,
        y1: yOf(p1),
        p2,
        y2: yOf(p2),
        count: n,
        last: { open, high, low, close },
        lastX: xOf(n - 1),
        labels: labelPrices.map((l) => ({ price: l, y: yOf(l) })) as Fixture['truth']['labels'],
      };
    },
    {
      startSeed: opts.seed ?? 20261122,
      priceScale: opts.priceScale ?? true,
      n: opts.candles ?? 90,
      rightMargin: opts.rightMargin ?? 0,
      projection: opts.projection ?? null,
      compare: opts.compare ?? null,
      labelPrices: opts.labelPrices ?? [120, 100],
      lastValue: opts.lastValue ?? true,
    },
  );
  if (opts.legend)
    await page.evaluate((text) => {
      const line = document.createElement('div');
      line.textContent = text;
      line.style.cssText =
        'position:absolute;left:12px;top:10px;z-index:5;font:600 15px Arial,sans-serif;color:#d1d4dc';
      document.getElementById('chart')!.appendChild(line);
    }, opts.legend);
  const png = await page
    .locator('#chart')
    .screenshot(opts.jpeg ? { type: 'jpeg', quality: opts.jpeg } : {});
  await page.close();
  return { png, truth };
}

/** Signs up, signs in and buys a plan through the API, so the cookie lands in the context. */
export async function subscribedContext(
  browser: Browser,
  planId: 'basic' | 'elite',
  viewport?: { width: number; height: number },
  device?: { hasTouch?: boolean; isMobile?: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport, device);
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

/** What POST /api/analyses answers, as far as the browser tests read it. */
export interface CreatedAnalysis {
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

/** The answer to the next upload the page sends (it must be a 201). */
export function analysisResponse(page: Page): Promise<CreatedAnalysis> {
  return page
    .waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/analyses' && r.request().method() === 'POST',
    )
    .then(async (r) => {
      expect(r.status()).toBe(201);
      return (await r.json()) as CreatedAnalysis;
    });
}

/** Opens a tool's page, picks the chart screenshot and waits for the analysis it creates. */
export async function analyseChart(
  page: Page,
  toolPath: string,
  png: Buffer,
): Promise<CreatedAnalysis> {
  await page.goto(toolPath);
  const created = analysisResponse(page);
  await page.getByLabel('Chart screenshot file').setInputFiles({
    name: 'chart.png',
    mimeType: 'image/png',
    buffer: png,
  });
  return created;
}
