import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, launchBrowser, newPage } from '../support/browser.ts';
import { renderChart, subscribedContext } from '../support/chart-fixture.ts';

// The owner shares one analysis; a visitor who is not signed in opens the link and reads it;
// the owner stops sharing and the same link then says so.

let browser: Browser;
let owner: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  const chart = await renderChart(browser);
  owner = await subscribedContext(browser, 'elite');
  const res = await owner.context.request.post('/api/analyses', {
    multipart: {
      type: 'key-levels',
      accept: 'low-confidence',
      image: { name: 'chart.png', mimeType: 'image/png', buffer: chart.png },
    },
    headers: { origin: baseURL(), 'x-candlelens-csrf': '1' },
  });
  expect(res.status()).toBe(201);
});
afterAll(async () => {
  await owner.context.close();
  await browser.close();
});

describe('a share link', () => {
  it('shows the analysis to a signed-out visitor until the owner revokes it', async () => {
    const { page } = owner;
    await page.goto('/app/history');
    const card = page.getByTestId('history-card').first();
    const badge = card.getByTestId('shared-badge');
    expect(await badge.count()).toBe(0);
    await card.getByRole('button', { name: 'Show Analysis' }).click();
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    await card.getByRole('button', { name: 'Create share link' }).click();
    const field = card.getByRole('textbox', { name: 'Share link' });
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL()}/shared/[A-Za-z0-9_-]{43}$`));
    // The history says the analysis is shared, to the eye and to a screen reader, and still
    // does after a reload (the list itself carries the share).
    await badge.getByText('Shared').waitFor();
    await page.reload();
    expect(await card.getByTestId('shared-badge').textContent()).toBe(
      'Shared: anyone with the link can view it',
    );
    await card.getByRole('button', { name: 'Show Analysis' }).click();
    await card.getByRole('button', { name: 'Shared', exact: true }).click();
    await card.getByRole('textbox', { name: 'Share link' }).waitFor();

    const visitor = await newPage(browser);
    const shared = await visitor.page.goto(link);
    expect(shared?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await visitor.page.getByText('Shared read-only analysis').waitFor();
    await visitor.page.getByRole('heading', { name: 'Key Levels Analysis' }).waitFor();
    const result = visitor.page.getByTestId('analysis-result');
    await result.getByRole('heading', { name: 'Chart Analysis' }).waitFor();
    await result.getByTestId('chart-overlay').waitFor();
    await visitor.page.waitForFunction(() =>
      [...document.images].some((img) => img.src.includes('/api/shared/') && img.naturalWidth > 0),
    );
    const robots = await visitor.page.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toContain('noindex');
    const text = (await visitor.page.locator('body').textContent()) ?? '';
    expect(text).not.toContain('Ava Analyst');
    expect(text).not.toContain('credits');
    // A visitor cannot share, revoke or delete.
    expect(await result.getByRole('button', { name: /Share|Delete/ }).count()).toBe(0);

    await card.getByRole('button', { name: 'Stop sharing' }).click();
    await card.getByRole('button', { name: 'Create share link' }).waitFor();
    await badge.waitFor({ state: 'detached' });

    await visitor.page.reload();
    await visitor.page
      .getByRole('heading', { name: 'This analysis is no longer shared' })
      .waitFor();
    expect(await visitor.page.getByTestId('analysis-result').count()).toBe(0);
    await visitor.context.close();
  });
});
