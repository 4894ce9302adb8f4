/**
 * Screenshots of the web app's pages at a desktop (1440 px) and a phone (390 px) width, for a
 * person to look at: public pages as a visitor, the plan chooser as a new user, the app as a
 * subscriber with one shared analysis of the SPY screenshot from ../shared (skipped when
 * absent): the dashboard with the result, the full-size chart and the history, closed and open.
 *
 *   npm run bench:web:screens [-- --out bench/out/web-screens/NAME] [--port 3202] [--image FILE]
 *
 * `--image` analyses another screenshot instead of the SPY one (a JPEG or PNG).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { root, startServer } from './server.ts';
import { signedInCookie, subscribe } from './session.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(root, 'bench/out/web-screens/latest') },
    port: { type: 'string', default: '3202' },
    image: { type: 'string' },
  },
});
const SPY = values.image
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.image)
  : path.resolve(root, '../shared/data/screenshots/spy-tradingview-dark.png');
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900, scale: 1, mobile: false },
  { name: 'phone', width: 390, height: 844, scale: 2, mobile: true },
];

async function analyse(base: string, cookie: string): Promise<string | null> {
  if (!existsSync(SPY)) {
    console.log(`no analysis shown: ${SPY} is absent`);
    return null;
  }
  const form = new FormData();
  form.set('type', 'quick');
  // the screenshots show an analysis whatever the reader's confidence in this chart
  form.set('accept', 'low-confidence');
  const jpeg = /\.jpe?g$/i.test(SPY);
  form.set(
    'image',
    new Blob([readFileSync(SPY)], { type: jpeg ? 'image/jpeg' : 'image/png' }),
    path.basename(SPY),
  );
  const res = await fetch(`${base}/api/analyses`, {
    method: 'POST',
    headers: { origin: base, 'x-candlelens-csrf': '1', cookie },
    body: form,
  });
  if (!res.ok) throw new Error(`analysis failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { analysis: { id: string } }).analysis.id;
}

async function main() {
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out!);
  mkdirSync(out, { recursive: true });
  const server = await startServer(Number(values.port));
  // Launched inside the try, so a browser that cannot start still stops the server.
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    const { base } = server;
    const subscriber = await signedInCookie(base, 'screens');
    await subscribe(base, subscriber, 'elite');
    const analysed = await analyse(base, subscriber);
    // Shared, as a trader's history often has one.
    if (analysed)
      await fetch(`${base}/api/analyses/${analysed}/share`, {
        method: 'POST',
        headers: { origin: base, 'x-candlelens-csrf': '1', cookie: subscriber },
      });
    const newUser = await signedInCookie(base, 'screens-new');
    const openResult = async (page: Page) => {
      await page.locator('[data-testid="recent-analysis"]').first().click();
      await page.getByTestId('analysis-result').waitFor();
      await page.waitForTimeout(800);
    };
    const shots: {
      file: string;
      path: string;
      cookie: string | null;
      /** What to do on the page before the screenshot. */
      then?: (page: Page) => Promise<void>;
      /** Only the window, as the trader sees it (a dialog over the page). */
      viewportOnly?: boolean;
    }[] = [
      { file: 'landing', path: '/', cookie: null },
      { file: 'signin', path: '/signin', cookie: null },
      { file: 'plans-page', path: '/subscription', cookie: null },
      { file: 'plan-chooser', path: '/subscription-plans', cookie: newUser },
      { file: 'dashboard', path: '/app', cookie: subscriber },
      { file: 'dashboard-analysis', path: '/app', cookie: subscriber, then: openResult },
      {
        file: 'full-size',
        path: '/app',
        cookie: subscriber,
        viewportOnly: true,
        then: async (page) => {
          await openResult(page);
          await page.getByRole('button', { name: 'Open full size' }).click();
          await page.getByTestId('full-size-chart').waitFor();
          await page.waitForTimeout(500);
        },
      },
      {
        // the risk plan: the trader picks a side, the box is drawn on their chart
        file: 'dashboard-plan',
        path: '/app',
        cookie: subscriber,
        then: async (page) => {
          await openResult(page);
          await page.getByTestId('plan-side-long').click();
          await page.getByTestId('plan-account').fill('10000');
          await page.getByTestId('plan-box').waitFor();
          await page.getByTestId('plan-size').waitFor();
          await page.waitForTimeout(500);
        },
      },
      { file: 'history', path: '/app/history', cookie: subscriber },
      {
        file: 'history-open',
        path: '/app/history',
        cookie: subscriber,
        then: async (page) => {
          await page.getByRole('button', { name: 'Show Analysis' }).first().click();
          await page.getByTestId('analysis-result').waitFor();
          await page.waitForTimeout(800);
        },
      },
    ];
    for (const w of WIDTHS) {
      for (const shot of shots) {
        const context = await browser.newContext({
          viewport: { width: w.width, height: w.height },
          deviceScaleFactor: w.scale,
          isMobile: w.mobile,
          hasTouch: w.mobile,
          // The session cookie is Secure in production; sent as a header it works over loopback.
          extraHTTPHeaders: shot.cookie ? { cookie: shot.cookie } : {},
        });
        const page = await context.newPage();
        await page.goto(base + shot.path, { waitUntil: 'networkidle' });
        await shot.then?.(page);
        await page.waitForTimeout(700);
        const file = path.join(out, `${shot.file}-${w.name}.png`);
        await page.screenshot({ path: file, fullPage: !shot.viewportOnly });
        console.log(file);
        await context.close();
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
