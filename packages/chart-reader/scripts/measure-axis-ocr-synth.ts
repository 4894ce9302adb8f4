// Synthetic price-axis strips rendered in Chromium with open fonts from @fontsource: many faces
// (condensed, mono, serif, rounded), 9-14 px, DPR 1-3, light and dark, 0-5 decimals, thousands
// separators, K/M suffixes, labels on coloured pills; each page shot once as PNG and again
// through JPEG. Crops come from the DOM boxes of the labels.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { decodeImage } from '../src/node/decode.ts';
import { cropLabel } from '../src/node/ocr/crop.ts';
import type { LabelSample } from './measure-axis-ocr-samples.ts';

const FAMILIES: { pkg: string; family: string; kind: string }[] = [
  { pkg: 'roboto-condensed', family: 'Roboto Condensed', kind: 'condensed' },
  { pkg: 'barlow-condensed', family: 'Barlow Condensed', kind: 'condensed' },
  { pkg: 'jetbrains-mono', family: 'JetBrains Mono', kind: 'mono' },
  { pkg: 'ibm-plex-mono', family: 'IBM Plex Mono', kind: 'mono' },
  { pkg: 'pt-serif', family: 'PT Serif', kind: 'serif' },
  { pkg: 'merriweather', family: 'Merriweather', kind: 'serif' },
  { pkg: 'nunito', family: 'Nunito', kind: 'rounded' },
  { pkg: 'varela-round', family: 'Varela Round', kind: 'rounded' },
  { pkg: 'open-sans', family: 'Open Sans', kind: 'sans' },
  { pkg: 'lato', family: 'Lato', kind: 'sans' },
];
const THEMES = {
  light: { bg: '#ffffff', fg: '#131722' },
  dark: { bg: '#131722', fg: '#b2b5be' },
} as const;
const PILLS = [
  { bg: '#26a69a', fg: '#ffffff' },
  { bg: '#ef5350', fg: '#ffffff' },
  { bg: '#2962ff', fg: '#ffffff' },
  { bg: '#f0b90b', fg: '#000000' },
];

/** mulberry32: the same strips on every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (a: number, b: number) => a + Math.floor(next() * (b - a + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

interface Label {
  text: string;
  value: number;
  /** Its height on the axis in label spacings from the top one. */
  row: number;
  pill: (typeof PILLS)[number] | null;
}
interface Strip {
  id: string;
  font: (typeof FAMILIES)[number];
  size: number;
  theme: keyof typeof THEMES;
  format: string;
  decimals: number;
  labels: Label[];
}

function group3(int: string, sep: string): string {
  return sep ? int.replace(/\B(?=(\d{3})+(?!\d))/g, sep) : int;
}

/** Five labels of one axis: one step, one number of decimals, one of them maybe on a pill. */
function makeStrip(r: ReturnType<typeof rng>, i: number, dpr: number): Strip {
  const font = FAMILIES[i % FAMILIES.length]!;
  const kind = r.pick(['plain', 'plain', 'thousands', 'suffix'] as const);
  let decimals = r.int(0, 5);
  let mult = 1;
  let suffix = '';
  let sep = '';
  let base: number;
  if (kind === 'thousands') {
    decimals = r.int(0, 2);
    sep = r.pick([',', ',', ' ']);
    base = r.int(1000, 99000);
  } else if (kind === 'suffix') {
    decimals = r.int(0, 2);
    [mult, suffix] = r.pick([
      [1e3, 'K'],
      [1e6, 'M'],
    ] as const);
    base = r.int(1, 900);
  } else base = decimals >= 3 ? r.int(0, 3) + r.next() : r.int(1, 9000);
  const unit = 10 ** -decimals;
  const step = r.pick([1, 2, 5, 10, 25, 50]) * unit;
  const top = Math.round(base / unit) * unit;
  const pillAt = r.next() < 0.35 ? r.int(0, 4) : -1;
  const labels: Label[] = [];
  for (let k = 0; k < 5; k++) {
    // a pill (the last price) replaces a tick label and stands at its own price
    const off =
      k === pillAt
        ? Math.round(((r.next() < 0.5 ? -1 : 1) * (0.3 + 0.15 * r.next()) * step) / unit) * unit
        : 0;
    const v = Number((top + 5 * step - k * step + off).toFixed(decimals));
    const [int, frac] = v.toFixed(decimals).split('.');
    const text = `${group3(int!, sep)}${frac ? `.${frac}` : ''}${suffix}`;
    labels.push({
      text,
      value: v * mult,
      row: k - off / step,
      pill: k === pillAt ? r.pick(PILLS) : null,
    });
  }
  return {
    id: `d${dpr}-${i}`,
    font,
    size: r.int(9, 14),
    theme: r.pick(['light', 'dark'] as const),
    format: kind,
    decimals,
    labels,
  };
}

function pageHtml(strips: Strip[]): string {
  const req = createRequire(import.meta.url);
  const faces = FAMILIES.map((f) => {
    const file = join(
      dirname(req.resolve(`@fontsource/${f.pkg}/package.json`)),
      `files/${f.pkg}-latin-400-normal.woff2`,
    );
    return `@font-face{font-family:'${f.family}';src:url('${pathToFileURL(file).href}') format('woff2');}`;
  }).join('\n');
  const body = strips
    .map((s) => {
      const t = THEMES[s.theme];
      const spans = s.labels
        .map((l, k) => {
          const pill = l.pill
            ? `background:${l.pill.bg};color:${l.pill.fg};padding:1px 4px;border-radius:2px;`
            : '';
          return `<div class="row" style="top:${(l.row * 3 * s.size).toFixed(2)}px"><span id="${s.id}-${k}" style="${pill}">${l.text}</span></div>`;
        })
        .join('');
      return `<div class="strip" style="background:${t.bg};color:${t.fg};font:${s.size}px '${s.font.family}'">${spans}</div>`;
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${faces}
body{margin:0;display:flex;flex-wrap:wrap;width:1200px;background:#888}
.strip{position:relative;width:110px;height:15em;padding:6px 8px;margin:0 4px 4px 0}
.row{position:absolute;left:8px;right:8px;height:3em;display:flex;align-items:center;justify-content:flex-end;line-height:1}
</style></head><body>${body}</body></html>`;
}

export async function syntheticSamples(
  outDir: string,
  opts: { perDpr: number; jpegQuality?: number; seed?: number },
): Promise<LabelSample[]> {
  mkdirSync(outDir, { recursive: true });
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
  const out: LabelSample[] = [];
  try {
    for (const dpr of [1, 2, 3]) {
      const r = rng((opts.seed ?? 7) * 101 + dpr);
      const strips = Array.from({ length: opts.perDpr }, (_, i) => makeStrip(r, i, dpr));
      const file = join(outDir, `strips-dpr${dpr}.html`);
      writeFileSync(file, pageHtml(strips));
      const ctx = await browser.newContext({
        deviceScaleFactor: dpr,
        viewport: { width: 1200, height: 800 },
      });
      const page = await ctx.newPage();
      await page.goto(pathToFileURL(file).href);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll('span[id]')].map((e) => {
          const b = e.getBoundingClientRect();
          return { id: e.id, x: b.left, y: b.top, w: b.width, h: b.height };
        }),
      );
      const png = await page.screenshot({ fullPage: true, type: 'png' });
      await ctx.close();
      const q = opts.jpegQuality ?? 75;
      for (const format of ['png', 'jpeg'] as const) {
        const bytes = format === 'png' ? png : await sharp(png).jpeg({ quality: q }).toBuffer();
        const img = await decodeImage(bytes);
        const byId = new Map(boxes.map((b) => [b.id, b]));
        for (const s of strips)
          s.labels.forEach((l, k) => {
            const b = byId.get(`${s.id}-${k}`)!;
            const box = {
              x0: b.x * dpr,
              y0: b.y * dpr,
              x1: (b.x + b.w) * dpr - 1,
              y1: (b.y + b.h) * dpr - 1,
            };
            out.push({
              id: `synthetic/${s.id}-${k}-${format}`,
              source: 'synthetic',
              group: `${s.id}-${format}`,
              tags: {
                font: s.font.family,
                kind: l.pill ? 'pill' : 'tick',
                fontKind: s.font.kind,
                size: s.size,
                dpr,
                format,
                theme: s.theme,
                decimals: s.decimals,
                labelFormat: s.format,
              },
              y: (b.y + b.h / 2) * dpr,
              truth: { text: l.text, value: l.value },
              crop: cropLabel(img, box, Math.round(s.size * dpr * 0.25)),
            });
          });
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
