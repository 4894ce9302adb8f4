// One Chromium for the breadth corpus: one page per device pixel ratio with the chart libraries,
// the breadth renderers and the open fonts loaded once.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { BreadthResult, BreadthSpec } from './breadth-spec.ts';
import { fontFaceCss } from './fonts.ts';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const BREADTH_BROWSER_FILES = [
  'indicators.js',
  'render-mt.js',
  'render-lwc-panes.js',
  'render-apex.js',
  'render-kline.js',
  'render-canvas.js',
  'render-plotly-ohlc.js',
  'chrome-parts.js',
  'layouts.js',
  'overlays.js',
  'render-mpl.js',
  'dense-effects.js',
  'panels.js',
  // after the renderers and overlays it wraps and extends
  'margin-drawings.js',
  'margin-more.js',
  'trade-labels.js',
  'signals.js',
];

/** The page scripts of the breadth corpus. */
export function breadthScripts(): string[] {
  const pkg = (name: string, file: string): string =>
    join(dirname(require.resolve(`${name}/package.json`)), file);
  return [
    pkg('lightweight-charts', 'dist/lightweight-charts.standalone.production.js'),
    pkg('apexcharts', 'dist/apexcharts.min.js'),
    pkg('klinecharts', 'dist/umd/klinecharts.min.js'),
    pkg('echarts', 'dist/echarts.min.js'),
    pkg('plotly.js-dist-min', 'plotly.min.js'),
    join(here, '..', 'browser', 'page.js'),
    join(here, '..', 'browser', 'render-echarts.js'),
    join(here, '..', 'browser', 'render-plotly.js'),
    ...BREADTH_BROWSER_FILES.map((f) => join(here, 'browser', f)),
  ];
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

export class BreadthSession {
  private pages = new Map<number, Page>();
  private contexts: BrowserContext[] = [];
  private constructor(
    private browser: Browser,
    private scripts: string[],
  ) {}

  /** A browser whose pages load `scripts` (default: the breadth corpus' libraries and renderers). */
  static async start(scripts: string[] = breadthScripts()): Promise<BreadthSession> {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    return new BreadthSession(browser, scripts);
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
    // as in the synthetic corpus: charts size their canvas from window.devicePixelRatio
    await context.addInitScript(() => {
      delete (ResizeObserverEntry.prototype as unknown as Record<string, unknown>)
        .devicePixelContentBoxSize;
    });
    const page = await context.newPage();
    await page.setContent(
      '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
    );
    await page.addStyleTag({ content: fontFaceCss() });
    for (const path of this.scripts) await page.addScriptTag({ path });
    this.pages.set(dpr, page);
    return page;
  }

  /** Renders a spec; the PNG screenshot and the page's truth (CSS px). */
  async render(spec: BreadthSpec): Promise<{ image: Buffer; result: BreadthResult }> {
    const page = await this.page(spec.dpr);
    await page.mouse.move(0, 0);
    await page.setViewportSize({ width: spec.cssWidth, height: spec.cssHeight });
    const result = (await page.evaluate(
      (s) => (window as unknown as BreadthWindow).candleLensBench.renderBreadth(s),
      spec,
    )) as BreadthResult;
    const image = await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
    return { image, result };
  }

  /** Runs `candleLensBench.negative.render(spec)` in the page and takes a PNG screenshot. */
  async shootNegative(spec: { dpr: number; cssWidth: number; cssHeight: number }): Promise<Buffer> {
    const page = await this.page(spec.dpr);
    await page.setViewportSize({ width: spec.cssWidth, height: spec.cssHeight });
    await page.evaluate(
      (s) => (window as unknown as NegativeWindow).candleLensBench.negative.render(s),
      spec,
    );
    return page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  }

  async close(): Promise<void> {
    for (const c of this.contexts) await c.close();
    await this.browser.close();
  }
}

interface NegativeWindow {
  candleLensBench: { negative: { render(spec: unknown): Promise<void> } };
}

interface BreadthWindow {
  candleLensBench: { renderBreadth(spec: BreadthSpec): Promise<BreadthResult> };
}
