import type { Page } from 'playwright-core';
import { stillBox } from './still-box.ts';

// The reading preview as the browser tests see it: the answers the page gets, and the reading it
// shows the trader before anything is charged.

/** What a preview answers, as far as the browser tests read it. */
export interface Preview {
  id: string;
  width: number;
  height: number;
  accepted: boolean;
  verdict: string;
  reason: string | null;
  fixable: boolean;
  candles: { x: number; low: number; high: number; close: number }[];
}

/** The trader's balance as the badge shows it. */
export async function credits(p: Page): Promise<number> {
  const badge = p.getByTestId('credits-badge');
  await badge.filter({ hasText: /\d/ }).waitFor();
  return Number(((await badge.textContent()) ?? '').replace(/[^0-9]/g, ''));
}

/** The answer to the next POST the page sends to `path` (a preview, or a re-reading). */
export function previewAnswer(p: Page, path: RegExp): Promise<{ status: number; body: Preview }> {
  return p
    .waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'POST')
    .then(async (r) => ({ status: r.status(), body: (await r.json()) as Preview }));
}

/** Picks a screenshot in the upload box; resolves with the free reading the page asks for. */
export async function uploadForPreview(p: Page, png: Buffer, name = 'chart.png') {
  const answered = previewAnswer(p, /^\/api\/readings$/);
  await p.getByLabel('Chart screenshot file').setInputFiles({
    name,
    mimeType: name.endsWith('.jpg') ? 'image/jpeg' : 'image/png',
    buffer: png,
  });
  return answered;
}

/** The reading as the page shows it: the candles found, the price range, the last close. */
export async function shownReading(
  p: Page,
): Promise<{ candles: number; low: number; high: number; close: number }> {
  const number = (s: string | undefined) => Number((s ?? '').replace(/,/g, ''));
  const count = (await p.getByTestId('reading-candle-count').textContent()) ?? '';
  const range = (await p.getByTestId('reading-price-range').textContent()) ?? '';
  const last = (await p.getByTestId('reading-last').textContent()) ?? '';
  const [, low, high] = /^([\d.,-]+) to ([\d.,-]+)/.exec(range) ?? [];
  return {
    candles: number(/^(\d+) found/.exec(count)?.[1]),
    low: number(low),
    high: number(high),
    close: number(/C ([\d.,-]+)/.exec(last)?.[1]),
  };
}

/**
 * The screenshot under the marks, once the page has brought it into view and it stands still:
 * its box on the page and the CSS pixels per pixel of the reading.
 */
export async function markingSurface(p: Page, readingWidth: number) {
  const box = await stillBox(p.getByTestId('reading-overlay'));
  const scale = box.width / readingWidth;
  return { box, at: (x: number, y: number) => ({ x: box.x + x * scale, y: box.y + y * scale }) };
}
