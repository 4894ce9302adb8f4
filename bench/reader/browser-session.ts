import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { RenderResult, RenderSpec } from './render-spec.ts';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

function libraryScripts(): string[] {
  const lwc = join(
    dirname(require.resolve('lightweight-charts/package.json')),
    'dist/lightweight-charts.standalone.production.js',
  );
  const echarts = join(dirname(require.resolve('echarts/package.json')), 'dist/echarts.min.js');
  const plotly = join(dirname(require.resolve('plotly.js-dist-min/package.json')), 'plotly.min.js');
  return [
    lwc,
    echarts,
    plotly,
    join(here, 'browser/page.js'),
    join(here, 'browser/render-lwc.js'),
    join(here, 'browser/render-echarts.js'),
    join(here, 'browser/render-broker.js'),
    join(here, 'browser/render-plotly.js'),
  ];
}

/** One Chromium with one page per device pixel ratio, the chart libraries loaded once. */
export class BrowserSession {
  private pages = new Map<number, Page>();
  private contexts: BrowserContext[] = [];
  private constructor(private browser: Browser) {}

  static async start(): Promise<BrowserSession> {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
      ],
    });
    return new BrowserSession(browser);
  }

  private async page(dpr: number): Promise<Page> {
    const existing = this.pages.get(dpr);
    if (existing) return existing;
    const context = await this.browser.newContext({
      deviceScaleFactor: dpr,
      viewport: { width: 800, height: 600 },
      reducedMotion: 'reduce',
    });
    this.contexts.push(context);
    // Emulated pixel ratios do not reach ResizeObserver's device-pixel-content-box, so charts
    // that size their canvas from it (lightweight-charts) would render at 1x and be upscaled.
    // Without it they fall back to window.devicePixelRatio, as on a real HiDPI screen.
    await context.addInitScript(() => {
      delete (ResizeObserverEntry.prototype as unknown as Record<string, unknown>)
        .devicePixelContentBoxSize;
    });
    const page = await context.newPage();
    await page.setContent(
      '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
    );
    for (const path of libraryScripts()) await page.addScriptTag({ path });
    this.pages.set(dpr, page);
    return page;
  }

  /** Renders a spec and returns the screenshot bytes with the renderer's truth (CSS px). */
  async render(spec: RenderSpec): Promise<{ image: Buffer; result: RenderResult }> {
    const page = await this.page(spec.dpr);
    await page.mouse.move(0, 0);
    await page.setViewportSize({ width: spec.cssWidth, height: spec.cssHeight });
    const result = (await page.evaluate(
      (s) => (window as unknown as BenchWindow).candleLensBench.render(s),
      spec,
    )) as RenderResult;
    if (result.mouse) {
      await page.mouse.move(result.mouse.x, result.mouse.y, { steps: 2 });
      await page.evaluate(() => (window as unknown as BenchWindow).candleLensBench.frames(4));
    }
    const image = await page.screenshot({
      type: spec.format,
      ...(spec.format === 'jpeg' ? { quality: spec.quality } : {}),
      animations: 'disabled',
      caret: 'hide',
    });
    return { image, result };
  }

  async close(): Promise<void> {
    for (const c of this.contexts) await c.close();
    await this.browser.close();
  }
}

interface BenchWindow {
  candleLensBench: {
    render(spec: RenderSpec): Promise<RenderResult>;
    frames(n: number): Promise<void>;
  };
}
