// Renders candlestick charts with TradingView lightweight-charts in headless Chromium,
// writing PNG/JPEG images and exact truth JSON. Used to make the committed test fixtures
// (`node scripts/render-charts.mjs test/fixtures small`) and a local dev corpus
// (`node scripts/render-charts.mjs OUT_DIR dev`). Deterministic.
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const lwcDir = dirname(
  require.resolve('lightweight-charts/package.json', {
    paths: [process.cwd(), fileURLToPath(new URL('../../../bench', import.meta.url))],
  }),
);
const lwcPath = join(lwcDir, 'dist/lightweight-charts.standalone.production.js');
const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: node scripts/render-charts.mjs OUT_DIR [small|dev]');
  process.exit(2);
}
const set = process.argv[3] ?? 'dev';
mkdirSync(outDir, { recursive: true });

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}
function series(n, base, vol, seed) {
  const r = rng(seed);
  const out = [];
  let c = base;
  const t0 = Date.UTC(2024, 0, 1) / 1000;
  for (let i = 0; i < n; i++) {
    const o = c * (1 + (r() - 0.5) * vol * 0.3);
    c = o * (1 + (r() - 0.5) * vol * 2);
    const h = Math.max(o, c) * (1 + r() * vol);
    const l = Math.min(o, c) * (1 - r() * vol);
    out.push({
      time: t0 + i * 86400,
      open: o,
      high: h,
      low: l,
      close: c,
      value: 1000 + r() * 5000,
    });
  }
  return out;
}

const themes = {
  dark: { bg: '#131722', text: '#d1d4dc', grid: '#2a2e39' },
  light: { bg: '#ffffff', text: '#191919', grid: '#e6e9f0' },
};
const palettes = {
  tv: { up: '#26a69a', down: '#ef5350' },
  custom: { up: '#2962ff', down: '#ff9800' },
  mono: { up: '#e0e0e0', down: '#5d606b' },
  inverted: { up: '#ef5350', down: '#26a69a' },
};

function configs() {
  const list = [];
  const r = rng(set === 'small' ? 7 : 42);
  const count = set === 'small' ? 4 : 40;
  const bases = [1.0842, 0.6521, 3120.5, 61234.5, 182.3, 0.00123, 21500, 98.76];
  for (let i = 0; i < count; i++) {
    const theme = r() < 0.5 ? 'dark' : 'light';
    const pal = ['tv', 'tv', 'custom', 'mono', 'inverted'][Math.floor(r() * 5)];
    const dpr = set === 'small' ? 1 : [1, 1, 2, 1.5, 3][Math.floor(r() * 5)];
    const w = set === 'small' ? 640 : [1280, 1920, 800, 1024][Math.floor(r() * 4)];
    const h = set === 'small' ? 400 : Math.round(w * (0.45 + r() * 0.2));
    list.push({
      name: `${set}-${String(i).padStart(2, '0')}`,
      theme,
      pal,
      dpr: Math.min(dpr, w > 1000 ? 1.5 : dpr),
      w: Math.round(w / (w > 1000 && dpr > 1 ? dpr : 1)),
      h: Math.round(h / (w > 1000 && dpr > 1 ? dpr : 1)),
      n: 20 + Math.floor(r() * (set === 'small' ? 80 : 260)),
      base: bases[Math.floor(r() * bases.length)],
      vol: 0.005 + r() * 0.03,
      hollow: r() < 0.2,
      left: r() < 0.2,
      volume: r() < 0.5,
      ma: r() < 0.5,
      jpeg: set !== 'small' && r() < 0.25,
      seed: Math.floor(r() * 1e9),
    });
  }
  return list;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const cfg of configs()) {
  const page = await browser.newPage({
    viewport: { width: cfg.w, height: cfg.h },
    deviceScaleFactor: cfg.dpr,
  });
  await page.setContent(
    `<html><body style="margin:0;background:${themes[cfg.theme].bg}"><div id="c" style="width:${cfg.w}px;height:${cfg.h}px"></div></body></html>`,
  );
  await page.addScriptTag({ path: lwcPath });
  const data = series(cfg.n, cfg.base, cfg.vol, cfg.seed);
  const truth = await page.evaluate(
    async ({ cfg, data, theme, pal }) => {
      const LW = window.LightweightCharts;
      const chart = LW.createChart(document.getElementById('c'), {
        width: cfg.w,
        height: cfg.h,
        layout: { background: { color: theme.bg }, textColor: theme.text },
        grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
        leftPriceScale: { visible: cfg.left },
        rightPriceScale: { visible: !cfg.left },
      });
      const decimals = data[0].close < 1 ? 5 : data[0].close < 10 ? 4 : 2;
      const s = chart.addSeries(LW.CandlestickSeries, {
        upColor: cfg.hollow ? 'rgba(0,0,0,0)' : pal.up,
        downColor: pal.down,
        borderUpColor: pal.up,
        borderDownColor: pal.down,
        wickUpColor: pal.up,
        wickDownColor: pal.down,
        priceScaleId: cfg.left ? 'left' : 'right',
        priceFormat: { type: 'price', precision: decimals, minMove: 1 / 10 ** decimals },
      });
      s.setData(data.map(({ time, open, high, low, close }) => ({ time, open, high, low, close })));
      if (cfg.volume) {
        const v = chart.addSeries(LW.HistogramSeries, {
          priceScaleId: 'vol',
          priceFormat: { type: 'volume' },
        });
        v.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
        s.priceScale().applyOptions({ scaleMargins: { top: 0.1, bottom: 0.25 } });
        v.setData(
          data.map((d) => ({
            time: d.time,
            value: d.value,
            color: d.close >= d.open ? pal.up : pal.down,
          })),
        );
      }
      if (cfg.ma) {
        const m = chart.addSeries(LW.LineSeries, {
          color: '#f0b90b',
          lineWidth: 2,
          priceLineVisible: false,
          lastValueVisible: false,
        });
        const pts = [];
        for (let i = 9; i < data.length; i++) {
          let sum = 0;
          for (let k = i - 9; k <= i; k++) sum += data[k].close;
          pts.push({ time: data[i].time, value: sum / 10 });
        }
        m.setData(pts);
      }
      chart.timeScale().fitContent();
      await new Promise((r) => setTimeout(r, 300));
      const paneEl =
        document.querySelector('table tr td:nth-child(2)') ?? document.querySelector('canvas');
      const pane = chart.panes()[0].getHTMLElement?.() ?? null;
      // Pane offset: the price-axis width on the left.
      const leftW = cfg.left ? chart.priceScale('left').width() : 0;
      const paneSize = chart.paneSize();
      void paneEl;
      void pane;
      const candles = data.map((d) => ({
        x: chart.timeScale().timeToCoordinate(d.time) + leftW,
        open: d.open,
        high: d.high,
        low: d.low,
        close: d.close,
        yOpen: s.priceToCoordinate(d.open),
        yHigh: s.priceToCoordinate(d.high),
        yLow: s.priceToCoordinate(d.low),
        yClose: s.priceToCoordinate(d.close),
      }));
      return {
        plot: { left: leftW, top: 0, right: leftW + paneSize.width, bottom: paneSize.height },
        candles,
      };
    },
    { cfg, data, theme: themes[cfg.theme], pal: palettes[cfg.pal] },
  );
  const scale = (v) => v * cfg.dpr;
  const t = {
    config: cfg,
    plot: {
      left: scale(truth.plot.left),
      top: 0,
      right: scale(truth.plot.right),
      bottom: scale(truth.plot.bottom),
    },
    candles: truth.candles.map((c) => ({
      ...c,
      x: scale(c.x),
      yOpen: scale(c.yOpen),
      yHigh: scale(c.yHigh),
      yLow: scale(c.yLow),
      yClose: scale(c.yClose),
    })),
  };
  const ext = cfg.jpeg ? 'jpg' : 'png';
  const buf = await page.screenshot({
    type: cfg.jpeg ? 'jpeg' : 'png',
    quality: cfg.jpeg ? 80 : undefined,
  });
  writeFileSync(join(outDir, `${cfg.name}.${ext}`), buf);
  writeFileSync(
    join(outDir, `${cfg.name}.json`),
    JSON.stringify({ image: `${cfg.name}.${ext}`, ...t }),
  );
  await page.close();
}
await browser.close();
console.log('done', outDir);
