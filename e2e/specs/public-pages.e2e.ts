import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signUpAndSignIn, uniqueEmail } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const ROUTES = [
  '/',
  '/features',
  '/about',
  '/terms',
  '/privacy',
  '/refund',
  '/contact',
  '/shipping-delivery',
  '/subscription',
];

describe('public pages', () => {
  it.each(ROUTES)('%s renders its heading and the footer', async (route) => {
    const { context, page } = await newPage(browser);
    await page.goto(route);
    const h1 = page.locator('h1');
    await h1.first().waitFor();
    expect(await h1.count()).toBe(1);
    expect((await h1.textContent())?.trim().length).toBeGreaterThan(3);
    await page.getByRole('contentinfo').waitFor();
    await context.close();
  });

  it('has the landing essentials: Get Started to /signup and the three plans per week', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/signup');
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.waitFor();
    const text = (await pricing.textContent()) ?? '';
    for (const s of ['Basic', 'Pro', 'Elite', '$6.99', '$12.99', '$22.99'])
      expect(text).toContain(s);
    expect(text.toLowerCase()).toContain('week');
    await context.close();
  });

  it('about page carries the effective date and its five sections', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/about');
    await page.getByText('28/12/2024').first().waitFor();
    for (const name of [
      'Our Story',
      'Our Mission',
      'What We Do',
      'Subscription Plans',
      'Contact Us',
    ]) {
      await page.getByRole('heading', { name, exact: true }).waitFor();
    }
    await context.close();
  });

  it('footer links lead to their pages', async () => {
    const { context, page } = await newPage(browser);
    const footerTargets = [
      '/about',
      '/terms',
      '/subscription',
      '/privacy',
      '/refund',
      '/shipping-delivery',
      '/contact',
    ];
    for (const target of footerTargets) {
      await page.goto('/');
      await page.getByRole('contentinfo').locator(`a[href="${target}"]`).first().click();
      await page.waitForURL(`**${target}`);
      await page.locator('h1').waitFor();
    }
    await context.close();
  });

  it('Pricing in the navigation scrolls to the pricing section', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForFunction(() => {
      const el = document.getElementById('pricing');
      return !!el && Math.abs(el.getBoundingClientRect().top) < 200;
    });
    await context.close();
  });

  it('the header offers the dashboard, not Sign In, to a signed-in user', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Sign In' }).waitFor();
    await signUpAndSignIn(page, { email: uniqueEmail('header') });
    await page.goto('/features');
    await banner.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    expect(await banner.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await banner.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
    await context.close();
  });

  it('gives every page its own title and description, and a skip link to its content', async () => {
    const { context, page } = await newPage(browser);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of [...ROUTES, '/signin', '/signup', '/forgot-password']) {
      await page.goto(route);
      await page.locator('h1').first().waitFor();
      const title = await page.title();
      const description =
        (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(title, route).toContain('CandleLens');
      expect(description.length, route).toBeGreaterThan(30);
      expect(titles.get(title), `${route} has the title of another page`).toBeUndefined();
      expect(descriptions.get(description), `${route} has another page's description`).toBe(
        undefined,
      );
      titles.set(title, route);
      descriptions.set(description, route);

      // The first Tab reaches the skip link, which takes the keyboard past the navigation.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent), route).toBe(
        'Skip to main content',
      );
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main');
    }
    await context.close();
  });

  it('serves robots.txt and sitemap.xml as text, and no source maps', async () => {
    const { context, page } = await newPage(browser);
    const robots = await page.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('Sitemap: ');
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    expect(await sitemap.text()).toContain('<urlset');
    await page.goto('/');
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await page.request.get(src, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(js.headers()['cache-control']).toContain('immutable');
      expect((await page.request.get(`${src}.map`)).status()).toBe(404);
    }
    await context.close();
  });

  it('serves the production build of React, even when built by a test run', async () => {
    // The e2e run builds the app with NODE_ENV=test in its environment; a development build of
    // React is about 60 KB larger gzipped and much slower on a phone.
    const { context, page } = await newPage(browser);
    const loaded: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') loaded.push(r.url());
    });
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    expect(loaded.length).toBeGreaterThan(0);
    for (const src of loaded)
      expect(await (await page.request.get(src)).text()).not.toContain('jsxDEV');
    await context.close();
  });

  it('the mobile menu works at 390 px', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    expect(await signIn.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await signIn.click();
    await page.waitForURL('**/signin');
    await context.close();
  });
});
