import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseURL = () => inject('baseURL');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A phone's touch screen: a finger for a pointer, nothing that hovers. */
export const TOUCH_PHONE = { hasTouch: true, isMobile: true } as const;

export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 860 },
  device: { hasTouch?: boolean; isMobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, ...device });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${++counter}@example.com`;
}

export const PASSWORD = 'Candle#2024';

/** The newest e-mail captured for an address, as text with soft line breaks joined. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<string> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(`-${to}.eml`))
      .sort();
    const last = files.at(-1);
    if (last)
      return readFileSync(path.join(dir, last), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to}`);
}

export async function signUpAndSignIn(
  page: Page,
  opts: { name?: string; email: string; password?: string },
) {
  const password = opts.password ?? PASSWORD;
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(opts.name ?? 'Test Trader');
  await page.getByLabel('Email').fill(opts.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Successfully signed up! You can now sign in.').waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // A new account has no plan yet: the app sends it to the plan chooser.
  await page.waitForURL('**/subscription-plans');
}

/** Buys a plan for the page's signed-in user through the sandbox checkout's API, as the browser does. */
export async function subscribeViaApi(
  page: Page,
  planId: 'basic' | 'pro' | 'elite',
): Promise<void> {
  const headers = { origin: baseURL(), 'x-candlelens-csrf': '1' };
  const created = await page.request.post('/api/subscriptions', { data: { planId }, headers });
  if (!created.ok()) throw new Error(`subscription failed: ${await created.text()}`);
  const { subscriptionId } = (await created.json()) as { subscriptionId: string };
  const approved = await page.request.post(`/api/sandbox/checkout/${subscriptionId}/approve`, {
    headers,
  });
  const verified = await page.request.post('/api/subscriptions/verify', {
    data: await approved.json(),
    headers,
  });
  if (!verified.ok()) throw new Error(`verification failed: ${await verified.text()}`);
}
