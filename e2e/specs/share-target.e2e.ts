import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  baseURL,
  launchBrowser,
  newPage,
  PASSWORD,
  TOUCH_PHONE,
  uniqueEmail,
} from '../support/browser.ts';
import { analysisResponse, renderChart, type Fixture } from '../support/chart-fixture.ts';

// Sharing a screenshot into CandleLens from a phone: the installable app (manifest, icons, a
// service worker that keeps the app shell only) and its share target. A POST of a file to the
// share target lands on the upload with the image in place: straight away when signed in, after
// sign-in when not.

const PHONE = { width: 390, height: 844 };
let browser: Browser;
let chart: Fixture;

beforeAll(async () => {
  browser = await launchBrowser();
  chart = await renderChart(browser);
});
afterAll(async () => {
  await browser.close();
});

/** A phone context with an account on the Basic plan; signed in unless `signedOut`. */
async function trader(signedOut = false) {
  const { context, page } = await newPage(browser, PHONE, TOUCH_PHONE);
  const email = uniqueEmail('sharer');
  const headers = { origin: baseURL(), 'x-candlelens-csrf': '1' };
  const post = async (url: string, data?: unknown) => {
    const res = await context.request.post(url, { data, headers });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await post('/api/auth/sign-up/email', {
    name: 'Sam Sharer',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await post('/api/auth/sign-in/email', { email, password: PASSWORD });
  const { subscriptionId } = await post('/api/subscriptions', { planId: 'basic' });
  await post(
    '/api/subscriptions/verify',
    await post(`/api/sandbox/checkout/${subscriptionId}/approve`),
  );
  if (signedOut) await context.clearCookies();
  return { context, page, email };
}

/**
 * Opens a page and waits until the service worker is installed and in charge of it (a first
 * visit registers it at the visitor's first tap, key or scroll).
 */
async function installApp(page: Page, path: string) {
  await page.goto(path);
  await page.keyboard.press('Shift');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
  });
}

/** What the phone's share sheet sends: a multipart POST of the file to the share target. */
async function share(page: Page, png: Buffer) {
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/share-target';
    form.enctype = 'multipart/form-data';
    form.id = 'share-sheet';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'image';
    form.append(input);
    document.body.append(form);
  });
  await page.locator('#share-sheet input').setInputFiles({
    name: 'Screenshot_trading_app.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());
}

/** The shared image as the upload box shows it: its natural size, once loaded. */
async function previewSize(page: Page) {
  const img = page.getByTestId('shared-screenshot').getByRole('img');
  await img.waitFor();
  return img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    return { width: el.naturalWidth, height: el.naturalHeight };
  });
}

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('the installable app', () => {
  it('has a manifest with icons, theme colours and a share target for images', async () => {
    const { context, page } = await newPage(browser, PHONE, TOUCH_PHONE);
    try {
      await page.goto('/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const res = await page.request.get(href!);
      expect(res.ok()).toBe(true);
      const manifest = (await res.json()) as {
        name: string;
        start_url: string;
        theme_color: string;
        background_color: string;
        display: string;
        icons: { src: string; sizes: string; purpose: string }[];
        share_target: {
          action: string;
          method: string;
          enctype: string;
          params: { files: { name: string; accept: string[] }[] };
        };
      };
      expect(manifest.name).toMatch(/CandleLens/);
      expect(manifest.start_url).toBe('/app');
      expect(manifest.display).toBe('standalone');
      // The app's own colours: the page behind everything and the browser's bar.
      const theme = await page.locator('meta[name="theme-color"]').getAttribute('content');
      expect(manifest.theme_color).toBe(theme);
      expect(manifest.background_color).toBe(theme);
      for (const [sizes, purpose] of [
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ] as const) {
        const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
        expect(icon, `${sizes} ${purpose} icon`).toBeDefined();
        const png = await page.request.get(icon!.src);
        expect(png.headers()['content-type']).toBe('image/png');
        const side = Number(sizes.split('x')[0]);
        expect(pngSize(await png.body())).toEqual({ width: side, height: side });
      }
      expect(manifest.share_target).toMatchObject({
        action: '/share-target',
        method: 'POST',
        enctype: 'multipart/form-data',
      });
      expect(manifest.share_target.params.files[0]!.accept).toContain('image/png');
      // The worker is checked on every visit, so a new release replaces it.
      const sw = await page.request.get('/sw.js');
      expect(sw.headers()['cache-control']).toBe('no-cache');
      expect(await sw.text()).toMatch(/candlelens-shell-/);
    } finally {
      await context.close();
    }
  });
});

describe('sharing a screenshot from a phone', () => {
  it('opens a signed-in trader on the upload with the image in place, read on their word', async () => {
    const { context, page } = await trader();
    try {
      await installApp(page, '/app');
      await share(page, chart.png);
      await page.waitForURL((url) => url.pathname === '/app' && !url.search);
      expect(await previewSize(page)).toEqual(pngSize(chart.png));
      // Nothing is read (or charged) until the trader says so.
      const created = analysisResponse(page);
      await page.getByRole('button', { name: 'Read this chart' }).click();
      const { analysis } = await created;
      expect(analysis.reading.width).toBe(pngSize(chart.png).width);
      await page.getByTestId('analysis-result').waitFor();
      // Read, it is gone from the device: the next visit shows the plain upload box.
      await page.reload();
      await page.getByTestId('upload-zone').waitFor();
      expect(await page.getByTestId('shared-screenshot').count()).toBe(0);
      // The worker kept the app shell only: no answer of the API, no chart of anyone.
      const kept = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
        return urls;
      });
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.filter((u) => new URL(u).pathname.startsWith('/api/'))).toEqual([]);
      expect(kept.filter((u) => /shared-screenshot/.test(u))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the image through sign-in for a trader who was signed out', async () => {
    const { context, page, email } = await trader(true);
    try {
      await installApp(page, '/');
      await share(page, chart.png);
      await page.waitForURL('**/signin');
      await page.getByText('Sign in to read the chart you shared.').waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/app');
      expect(await previewSize(page)).toEqual(pngSize(chart.png));
      // Set aside, the plain upload box is back and paste, drop and pick work as before.
      await page.getByRole('button', { name: 'Choose another' }).click();
      await page.getByTestId('upload-zone').waitFor();
      const created = analysisResponse(page);
      await page.getByLabel('Chart screenshot file').setInputFiles({
        name: 'chart.png',
        mimeType: 'image/png',
        buffer: chart.png,
      });
      await created;
    } finally {
      await context.close();
    }
  });
});
