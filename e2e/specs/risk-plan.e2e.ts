import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, TOUCH_PHONE } from '../support/browser.ts';
import {
  analyseChart,
  renderChart,
  subscribedContext,
  type Fixture,
} from '../support/chart-fixture.ts';
import { stillBox } from '../support/still-box.ts';

// The risk plan on the trader's own chart: pick a side, drag the stop, and the size and the odds
// change at once and are saved with the analysis.

let browser: Browser;
let chart: Fixture;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  chart = await renderChart(browser);
  ({ context, page } = await subscribedContext(browser, 'basic'));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const text = async (testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

describe('the risk plan', () => {
  it('drags the stop: size and odds change at once and are saved', async () => {
    const { analysis } = await analyseChart(page, '/app/analysis/key-levels', chart.png);
    const panel = page.getByTestId('plan-panel');
    await panel.waitFor();
    // No side is picked for the trader, and no box is drawn before they pick one.
    expect(await page.getByTestId('plan-box').count()).toBe(0);
    expect(await page.getByTestId('plan-side-long').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('plan-side-long').click();
    await page.getByTestId('plan-account').fill('10000');
    await page.getByTestId('plan-box').waitFor();
    await page.getByTestId('plan-size').waitFor();
    const sizeBefore = await text('plan-size');
    const oddsBefore = await text('plan-stop-odds-value');
    const stopBefore = Number(await page.getByTestId('plan-stop').inputValue());
    const entry = Number(await page.getByTestId('plan-entry').inputValue());
    expect(stopBefore).toBeLessThan(entry);
    // Every probability shows its sample, its interval and the random walk's figure.
    const stopOdds = await text('plan-stop-odds');
    expect(stopOdds).toMatch(/random walk/);
    expect(stopOdds).toMatch(/\(\d+%-\d+%\) of [\d,]+ times over \d+ series/);

    // Drag the stop handle halfway towards the entry, by mouse.
    const handle = page.getByTestId('plan-handle-stop');
    const entryHandle = page.getByTestId('plan-handle-entry');
    const from = await stillBox(handle);
    const to = await stillBox(entryHandle);
    const x = from.x + from.width / 2;
    const y0 = from.y + from.height / 2;
    const y1 = (y0 + to.y + to.height / 2) / 2;
    await page.mouse.move(x, y0);
    await page.mouse.down();
    await page.mouse.move(x, (y0 + y1) / 2, { steps: 4 });
    await page.mouse.move(x, y1, { steps: 4 });
    await page.mouse.up();

    // the field follows the drag once the page has drawn it (later on a busy machine)
    await expect
      .poll(async () => Number(await page.getByTestId('plan-stop').inputValue()))
      .toBeGreaterThan(stopBefore);
    const stopAfter = Number(await page.getByTestId('plan-stop').inputValue());
    expect(stopAfter).toBeGreaterThan(stopBefore);
    expect(stopAfter).toBeLessThan(entry);
    // A closer stop: a larger position for the same risk, and a stop more likely to be touched.
    await expect.poll(() => text('plan-size')).not.toBe(sizeBefore);
    const sizeAfter = await text('plan-size');
    const units = (s: string) => Number(s.replace(/[^\d.]/g, ''));
    expect(units(sizeAfter)).toBeGreaterThan(units(sizeBefore));
    expect(parseInt(await text('plan-stop-odds-value'), 10)).toBeGreaterThan(
      parseInt(oddsBefore, 10),
    );

    // Saved with the analysis: the stored plan has the dragged stop and the size shown.
    await page.getByText('Plan saved with this analysis.').waitFor();
    const stored = await page.request.get(`/api/analyses/${analysis.id}`);
    const { plan } = (await stored.json()) as {
      plan: { plan: { stop: number; units: number; side: string } };
    };
    expect(plan.plan.side).toBe('long');
    expect(plan.plan.stop).toBeCloseTo(stopAfter, 4);
    expect(plan.plan.units).toBeCloseTo(units(sizeAfter), 0);

    // The keyboard moves the focused handle too, and that is saved as well.
    const savedAgain = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/analyses/${analysis.id}/plan`) && r.request().method() === 'PUT',
    );
    await handle.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    const stopKeyed = Number(await page.getByTestId('plan-stop').inputValue());
    expect(stopKeyed).toBeLessThan(stopAfter);
    expect((await savedAgain).status()).toBe(200);

    // The plan comes back with the analysis in the history, drawn on the chart.
    await page.goto('/app/history');
    const card = page.getByTestId('history-card').first();
    await card.getByRole('button', { name: 'Show Analysis' }).click();
    await card.getByTestId('plan-box').waitFor();
    expect(await card.getByTestId('plan-side-long').getAttribute('aria-pressed')).toBe('true');
    expect(Number(await card.getByTestId('plan-stop').inputValue())).toBeCloseTo(stopKeyed, 4);
    if (process.env.PLAN_SCREENSHOT)
      await card.getByTestId('chart-overlay').screenshot({ path: process.env.PLAN_SCREENSHOT });
  });

  it('on a phone, a finger drags the stop of a short', async () => {
    const phone = await subscribedContext(
      browser,
      'basic',
      { width: 390, height: 844 },
      TOUCH_PHONE,
    );
    try {
      const p = phone.page;
      await analyseChart(p, '/app/analysis/key-levels', chart.png);
      await p.getByTestId('plan-side-short').click();
      await p.getByTestId('plan-account').fill('5000');
      await p.getByTestId('plan-size').waitFor();
      const units = async () =>
        Number(((await p.getByTestId('plan-size').textContent()) ?? '').replace(/[^\d.]/g, ''));
      const before = await units();
      const stopBefore = Number(await p.getByTestId('plan-stop').inputValue());
      const entry = Number(await p.getByTestId('plan-entry').inputValue());
      expect(stopBefore).toBeGreaterThan(entry);
      const handle = p.getByTestId('plan-handle-stop');
      await handle.scrollIntoViewIfNeeded();
      const from = await stillBox(handle);
      const to = await stillBox(p.getByTestId('plan-handle-entry'));
      const x = from.x + from.width / 2;
      const y0 = from.y + from.height / 2;
      const y1 = (y0 + to.y + to.height / 2) / 2;
      const cdp = await phone.context.newCDPSession(p);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
        });
      await touch('touchStart', y0);
      await touch('touchMove', (y0 + y1) / 2);
      await touch('touchMove', y1);
      await touch('touchEnd', y1);
      const stopAfter = Number(await p.getByTestId('plan-stop').inputValue());
      expect(stopAfter).toBeLessThan(stopBefore);
      expect(stopAfter).toBeGreaterThan(entry);
      expect(await units()).toBeGreaterThan(before);
    } finally {
      await phone.context.close();
    }
  });
});
