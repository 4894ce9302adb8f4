import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, launchBrowser, TOUCH_PHONE } from '../support/browser.ts';
import {
  analysisResponse,
  renderChart,
  subscribedContext,
  type Fixture,
} from '../support/chart-fixture.ts';

// A signed-in trader with a plan: upload a rendered chart on every tool page, see the progress
// text, the analysis, credits going down, the history, Quick Analysis on the dashboard and a
// screenshot pasted from the clipboard. The annotated chart itself: annotated-chart.e2e.ts.

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
    // Six analyses so far; six more through the API make the compact list overflow its 10.
    for (let i = 0; i < 6; i++) {
      const res = await context.request.post('/api/analyses', {
        multipart: {
          type: 'key-levels',
          accept: 'low-confidence',
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
    // The result sits right under the upload box, where the eye is.
    const quick = (await page.locator('section[aria-labelledby="quick-analysis"]').boundingBox())!;
    const placed = (await shown.boundingBox())!;
    expect(Math.abs(placed.x - quick.x)).toBeLessThan(2);
    expect(placed.y - (quick.y + quick.height)).toBeLessThan(40);

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

  it('keeps a 16:9 place for each thumbnail while it loads, on the dashboard and in history', async () => {
    let open = () => {};
    await page.route('**/api/analyses/*/thumbnail', async (route) => {
      await new Promise<void>((r) => {
        const previous = open;
        open = () => {
          previous();
          r();
        };
      });
      await route.continue();
    });
    try {
      for (const [path, selector] of [
        ['/app', '[data-testid="recent-analysis"] img'],
        ['/app/history', '[data-testid="history-card"] img'],
      ] as const) {
        await page.goto(path);
        const img = page.locator(selector).first();
        await img.waitFor();
        const loaded = () => img.evaluate((i: HTMLImageElement) => i.naturalWidth > 0);
        expect(await loaded()).toBe(false);
        const waiting = (await img.boundingBox())!;
        expect(waiting.width).toBeGreaterThan(100);
        expect(waiting.height / waiting.width).toBeCloseTo(9 / 16, 2);
        open();
        await page.waitForFunction(
          (sel) => (document.querySelector(sel) as HTMLImageElement | null)?.naturalWidth,
          selector,
        );
        // The picture fills the place kept for it: nothing below moves.
        const shown = (await img.boundingBox())!;
        expect(Math.abs(shown.height - waiting.height)).toBeLessThan(1);
        expect(Math.abs(shown.y - waiting.y)).toBeLessThan(1);
      }
    } finally {
      open();
      await page.unroute('**/api/analyses/*/thumbnail');
    }
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

  it('on a touch screen, asks to tap to choose a screenshot, not to drop one', async () => {
    const phone = await subscribedContext(
      browser,
      'basic',
      { width: 390, height: 844 },
      TOUCH_PHONE,
    );
    for (const path of ['/app/analysis/key-levels', '/app']) {
      await phone.page.goto(path);
      const upload = phone.page.getByRole('button', { name: /^Upload a chart screenshot/ });
      await upload.waitFor();
      expect(await upload.textContent()).toMatch(/: Tap to choose a screenshot$/);
      expect(await phone.page.getByText(/\bdrop\b/i).count()).toBe(0);
    }
    await phone.context.close();
    // With a mouse, the same box offers to drop.
    await page.goto('/app/analysis/key-levels');
    const upload = page.getByRole('button', { name: /^Upload a chart screenshot/ });
    expect(await upload.textContent()).toMatch(/: Drop your chart screenshot here, or browse$/);
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
