import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, launchBrowser, newPage } from '../support/browser.ts';
import { renderChart, subscribedContext } from '../support/chart-fixture.ts';

// A trader finds an analysis by the symbol its chart showed, downloads the candles behind it
// (as the owner and on the shared page), and a Basic user sees which tools their plan locks.

const CSRF = { origin: '', 'x-candlelens-csrf': '1' };

interface Reading {
  candles: { time?: string | null; open: number; high: number; low: number; close: number }[];
  priceAxis: { decimals?: number | null } | null;
}

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
const ids: Record<string, string> = {};

async function upload(legend: string, seed: number, type: string): Promise<string> {
  const chart = await renderChart(browser, { legend, seed });
  const res = await owner.context.request.post('/api/analyses', {
    multipart: {
      type,
      accept: 'low-confidence',
      image: { name: `${legend.split(' ')[0]}.png`, mimeType: 'image/png', buffer: chart.png },
    },
    headers: { ...CSRF, origin: baseURL() },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { analysis: { id: string } }).analysis.id;
}

/** The CSV's rows as the stored reading says they must be: prices in the chart's decimals. */
function expectedRows(reading: Reading): string[] {
  const d = reading.priceAxis?.decimals ?? 2;
  return reading.candles.map((c) =>
    [c.time ?? '', ...[c.open, c.high, c.low, c.close].map((v) => v.toFixed(d))].join(','),
  );
}

/** Clicks 'Download candles (CSV)' inside `scope` and reads the file the browser saved. */
async function downloadCsv(page: Page, scope = page.locator('body')) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('link', { name: 'Download candles (CSV)' }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(file, 'utf8') };
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await subscribedContext(browser, 'elite');
  ids.aapl = await upload('AAPL · 1D', 11, 'key-levels');
  ids.btc = await upload('BTCUSDT · 1h', 12, 'trend');
});
afterAll(async () => {
  await owner.context.close();
  await browser.close();
});

describe('the history', () => {
  it('filters by the symbol read from the chart, with the keyboard, in a link that keeps it', async () => {
    const { page } = owner;
    await page.goto('/app/history');
    const cards = page.getByTestId('history-card');
    await cards.nth(1).waitFor();
    expect(await page.getByTestId('history-symbol').allTextContents()).toEqual([
      'BTCUSDT1h',
      'AAPL1D',
    ]);
    expect(await cards.first().getByTestId('history-last-close').textContent()).toMatch(
      /^Last close \d+\.\d{2}$/,
    );
    const symbol = page.getByRole('combobox', { name: 'Symbol' });
    await symbol.locator('option', { hasText: 'AAPL (1)' }).waitFor({ state: 'attached' });
    // a trader on the keyboard: the select takes focus and a typed letter picks the symbol
    await symbol.focus();
    await page.keyboard.press('a');
    await page.waitForURL('**/app/history?symbol=AAPL');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="history-card"]').length === 1,
    );
    expect(await page.getByTestId('history-symbol').textContent()).toBe('AAPL1D');
    await page.getByRole('status').filter({ hasText: '1 analysis' }).waitFor();

    // the address is the view: opened again, it shows the same
    await page.reload();
    await page.getByTestId('history-card').first().waitFor();
    expect(await page.getByTestId('history-card').count()).toBe(1);
    expect(await symbol.inputValue()).toBe('AAPL');

    await page.getByRole('combobox', { name: 'Tool' }).selectOption('trend');
    await page.getByText('No analyses match these filters in the past 7 days').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await cards.nth(1).waitFor();
  });
});

describe('the candles as CSV', () => {
  it('download from the result and the shared page, and match the reading', async () => {
    const { page } = owner;
    const stored = await owner.context.request.get(`/api/analyses/${ids.aapl}`);
    const reading = ((await stored.json()) as { reading: Reading }).reading;

    await page.goto('/app/history?symbol=AAPL');
    const card = page.getByTestId('history-card');
    await card.getByRole('button', { name: 'Show Analysis' }).click();
    const own = await downloadCsv(page, card);
    expect(own.name).toMatch(/^candlelens-AAPL-1D-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/);
    const [comment, columns, ...rows] = own.text.trimEnd().split('\n');
    expect(comment).toMatch(
      /^# source: AAPL\.png; symbol: AAPL; timeframe: 1D; reader: chart-reader \d+\.\d+\.\d+$/,
    );
    expect(columns).toBe('time,open,high,low,close');
    expect(rows.length).toBeGreaterThan(50);
    expect(rows).toEqual(expectedRows(reading));
    // prices in the two decimals of the chart's axis; a time in ISO 8601 where one was read
    const priced = /^([-\d]*(T[\d:]+)?)?,\d+\.\d{2},\d+\.\d{2},\d+\.\d{2},\d+\.\d{2}$/;
    expect(rows.filter((r) => !priced.test(r))).toEqual([]);

    const share = await owner.context.request.post(`/api/analyses/${ids.aapl}/share`, {
      headers: { ...CSRF, origin: baseURL() },
    });
    const { url } = (await share.json()) as { url: string };
    const visitor = await newPage(browser);
    await visitor.page.goto(url);
    await visitor.page.getByText('Shared read-only analysis').waitFor();
    const shared = await downloadCsv(visitor.page);
    expect(shared.name).toBe(own.name);
    const [sharedComment, ...sharedRows] = shared.text.trimEnd().split('\n');
    expect(sharedComment).toBe(comment!.replace('AAPL.png', `${ids.aapl}.png`));
    expect(sharedRows).toEqual([columns, ...rows]);
    await visitor.context.close();
  });
});

describe('a Basic plan', () => {
  it('marks the locked tools in the sidebar and on the dashboard, with the plan that opens them', async () => {
    const basic = await subscribedContext(browser, 'basic');
    const { page } = basic;
    await page.goto('/app');
    const nav = page.getByRole('navigation', { name: 'App' });
    for (const [tool, plan] of [
      ['Pattern Recognition', 'Pro'],
      ['Indicator Analysis', 'Pro'],
      ['Price Prediction', 'Elite'],
    ] as const) {
      // (Chrome puts a space before the comma where the name and the lock meet)
      const link = nav.getByRole('link', {
        name: new RegExp(`^${tool} ?, locked, in the ${plan} plan$`),
      });
      await link.waitFor();
      const lock = link.getByTestId('plan-lock');
      expect(await lock.locator('svg').isVisible()).toBe(true);
      expect(await lock.getByText(plan, { exact: true }).isVisible()).toBe(true);
    }
    for (const tool of ['Key Levels Analysis', 'Trend Analysis'])
      expect(await nav.getByRole('link', { name: tool, exact: true }).count()).toBe(1);
    expect(await nav.getByTestId('plan-lock').count()).toBe(3);

    const cards = page.getByTestId('tool-card');
    await cards.first().waitFor();
    const lockedCards = cards.filter({ has: page.getByTestId('plan-lock') });
    expect(await lockedCards.count()).toBe(2);
    for (const card of await lockedCards.all())
      expect(
        await card.getByTestId('plan-lock').getByText('Pro', { exact: true }).isVisible(),
      ).toBe(true);
    await basic.context.close();
  });
});
