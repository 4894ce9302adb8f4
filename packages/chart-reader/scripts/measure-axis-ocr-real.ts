// Label crops from the real screenshots in ../shared: text lines are found from the pixels in
// the outer strips of each image (edges of any colour, so labels on pills count too), and the
// price-axis column is the set of lines that one linear scale through the truth's axisLabels
// explains. Each crop's expected value comes from that scale, rounded to the axis step.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readPriceAxis } from '../src/stages/price-axis/index.ts';
import { connectedComponents } from '../src/shared/components.ts';
import { dominantColor } from '../src/shared/colour.ts';
import { decodeImage } from '../src/node/index.ts';
import { cropLabel, type Box } from '../src/node/ocr/crop.ts';
import type { LabelSample } from './measure-axis-ocr-samples.ts';

interface Truth {
  image: string;
  axisLabels?: { text: string; value: number | null }[];
}

/** The one case whose truth lists no axis labels: read by eye from the screenshot. */
const EXTRA_LABELS: Record<string, { text: string; value: number }[]> = {
  'spy-tradingview-dark': [
    { text: '696.00', value: 696 },
    { text: '660.00', value: 660 },
    { text: '620.00', value: 620 },
    { text: '682.98 (last-price pill)', value: 682.98 },
  ],
};

/**
 * Where one label stands (read by eye from the crops), for columns whose labels are evenly
 * spaced so that the truth's values fit the lines as well one step up or down, and for axes
 * away from the image's sides.
 */
interface Anchor {
  text: string;
  value: number;
  x?: number;
  y: number;
}
const ANCHORS: Record<string, Anchor[]> = {
  'chklinechart-ios-dark': [{ text: '9973.9261', value: 9973.9261, y: 247 }],
  'finplot-spy-hollow-volume-overlay': [
    { text: '280', value: 280, y: 246 },
    { text: '220', value: 220, y: 380 },
  ],
  'frequi-btc-5m-dark-tooltip': [{ text: '64,000', value: 64000, y: 252 }],
  'jesse-live-sand-usdt-1m': [{ text: '3.68', value: 3.68, x: 1109, y: 127 }],
  'lwcpy-aapl-5min-legend': [{ text: '186.50', value: 186.5, y: 238 }],
  'mt4-eurusd-m5-green-red-atr': [
    { text: '1.38265', value: 1.38265, y: 28 },
    { text: '1.36480', value: 1.3648, y: 238 },
  ],
  'mt4-gbpusd-m1-infopanel-black': [{ text: '1.28505', value: 1.28505, y: 286 }],
  'mplfinance-sp500-1min-mav': [
    { text: '3076.5', value: 3076.5, y: 44 },
    { text: '3073.5', value: 3073.5, y: 289 },
  ],
};

/** Labels of uneven steps (MetaTrader's), read by eye, beside the truth's. */
const EXTRA_TICKS: Record<string, number[]> = {
  'mplfinance-sp500-1min-mav': [3076.5, 3075.5, 3074.5, 3073.5],
  'mt4-eurusd-m5-green-red-atr': [
    1.38265, 1.3804, 1.37815, 1.37595, 1.3737, 1.3715, 1.36925, 1.367, 1.3648,
  ],
};

type Line = Box & { h: number; yc: number };

/** Text lines in columns x0..x1: 8-connected edge pixels grouped into rows of glyphs. */
function textLines(
  img: { data: Uint8Array; width: number; height: number },
  xa: number,
  xb: number,
): Line[] {
  const { width: W, height: H, data: d } = img;
  const w = xb - xa;
  const mask = new Uint8Array(w * H);
  for (let y = 0; y < H - 1; y++)
    for (let x = xa; x < xb - 1; x++) {
      const i = (y * W + x) * 4;
      let e = 0;
      for (let k = 0; k < 3; k++)
        e = Math.max(
          e,
          Math.abs(d[i + k]! - d[i + 4 + k]!),
          Math.abs(d[i + k]! - d[i + W * 4 + k]!),
        );
      if (e > 45) mask[y * w + (x - xa)] = 1;
    }
  const { comps } = connectedComponents(mask, w, H, true);
  const glyphs = comps
    .filter((c) => c.y1 - c.y0 + 1 <= 60 && c.x1 - c.x0 + 1 <= 80)
    .map((c) => ({ ...c, x0: c.x0 + xa, x1: c.x1 + xa }))
    .sort((a, b) => a.x0 - b.x0);
  const lines: Line[] = [];
  for (const g of glyphs) {
    const gh = g.y1 - g.y0 + 1;
    let ln: Line | undefined;
    let lnOv = 0;
    for (const l of lines) {
      const ov = Math.min(l.y1, g.y1) - Math.max(l.y0, g.y0) + 1;
      const gap = g.x0 - l.x1 - 1;
      if (
        ov >= 0.5 * Math.min(l.h, gh) &&
        gap <= 0.8 * Math.max(l.h, gh) &&
        gap >= -2 &&
        ov > lnOv
      ) {
        ln = l;
        lnOv = ov;
      }
    }
    if (ln) {
      ln.x1 = Math.max(ln.x1, g.x1);
      ln.y0 = Math.min(ln.y0, g.y0);
      ln.y1 = Math.max(ln.y1, g.y1);
      ln.h = ln.y1 - ln.y0 + 1;
    } else lines.push({ x0: g.x0, x1: g.x1, y0: g.y0, y1: g.y1, h: gh, yc: 0 });
  }
  return lines
    .map((l) => ({ ...l, yc: (l.y0 + l.y1) / 2 }))
    .filter((l) => l.h >= 6 && l.h <= 50 && l.x1 - l.x0 + 1 >= l.h * 0.9);
}

/** A line as wide as the label's text could be (digits are 0.4-0.9 of their height wide). */
function fitsWidth(l: Line, text: string): boolean {
  const n = text.replace(/\s*\(.*$/, '').length;
  const w = l.x1 - l.x0 + 1;
  return w >= 0.3 * l.h * n && w <= 1.1 * l.h * n;
}

const decimalsOf = (t: string): number => /\.(\d+)$/.exec(t)?.[1]?.length ?? 0;

function format(v: number, decimals: number, thousands: string): string {
  const [int, frac] = v.toFixed(decimals).split('.');
  const grouped = thousands ? int!.replace(/\B(?=(\d{3})+(?!\d))/g, thousands) : int!;
  return frac ? `${grouped}.${frac}` : grouped;
}

/** The scale through the truth labels that lands the most of them on text lines. */
function matchColumn(
  lines: Line[],
  truth: { text: string; value: number }[],
  anchors: Anchor[] = [],
) {
  const anchor = anchors[0];
  const atAnchor = (l: Line): boolean =>
    !anchor ||
    (Math.abs(l.yc - anchor.y) <= Math.max(3, 0.5 * l.h) &&
      (anchor.x === undefined || Math.abs(l.x0 - anchor.x) <= 2 * l.h));
  let best: { slope: number; icpt: number; hits: Map<number, number>; err: number } | null = null;
  const aligned = (a: Line, l: Line, k: number): boolean =>
    (Math.abs(l.x1 - a.x1) <= k * a.h || Math.abs(l.x0 - a.x0) <= k * a.h) &&
    Math.abs(l.h - a.h) <= 0.3 * a.h;
  for (const a of lines)
    for (const b of lines) {
      if (Math.abs(b.yc - a.yc) < 2 * a.h || !aligned(a, b, 0.6) || !atAnchor(a)) continue;
      for (const p of truth)
        for (const q of truth) {
          if (q.value === p.value || q.value < p.value !== b.yc > a.yc) continue;
          if (anchor && p.value !== anchor.value) continue;
          const second = anchors[1];
          if (
            second &&
            (q.value !== second.value || Math.abs(b.yc - second.y) > Math.max(3, 0.5 * b.h))
          )
            continue;
          const slope = (q.value - p.value) / (b.yc - a.yc);
          const icpt = p.value - slope * a.yc;
          const hits = new Map<number, number>();
          let err = 0;
          if (!fitsWidth(a, p.text) || !fitsWidth(b, q.text)) continue;
          truth.forEach((t, ti) => {
            const y = (t.value - icpt) / slope;
            const pill = t.text.includes('(');
            let bi = -1;
            let bd = Infinity;
            lines.forEach((l, li) => {
              const dy = Math.abs(l.yc - y);
              const ok = pill
                ? Math.min(l.x1, a.x1) - Math.max(l.x0, a.x0) > 0 &&
                  Math.abs(l.h - a.h) <= 0.35 * a.h
                : aligned(a, l, 0.6);
              if (dy < bd && dy <= Math.max(1.5, 0.3 * l.h) && ok && fitsWidth(l, t.text)) {
                bd = dy;
                bi = li;
              }
            });
            if (bi >= 0) {
              hits.set(bi, ti);
              err += bd;
            }
          });
          if (
            !best ||
            hits.size > best.hits.size ||
            (hits.size === best.hits.size && err < best.err)
          )
            best = { slope, icpt, hits, err };
        }
    }
  return best;
}

export async function realSamples(dir: string, cropDir?: string): Promise<LabelSample[]> {
  const out: LabelSample[] = [];
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const name = f.replace(/\.json$/, '');
    const t = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Truth;
    const truth = (t.axisLabels ?? EXTRA_LABELS[name] ?? []).filter(
      (l): l is { text: string; value: number } => typeof l.value === 'number',
    );
    const anchors = ANCHORS[name] ?? [];
    for (const a of anchors) if (!truth.some((l) => l.value === a.value)) truth.push(a);
    for (const v of EXTRA_TICKS[name] ?? [])
      if (!truth.some((l) => l.value === v))
        truth.push({
          text: v.toFixed(Math.max(...truth.map((l) => decimalsOf(l.text)))),
          value: v,
        });
    const anchor = anchors[0];
    if (truth.length < 2) continue;
    const img = await decodeImage(join(dir, t.image));
    const W = img.width;
    const strip = Math.round(W * 0.3);
    const lines = anchor?.x
      ? textLines(img, 0, W)
      : [...textLines(img, 0, strip), ...textLines(img, W - strip, W)];
    const m = matchColumn(lines, truth, anchors);
    // what the reader's own axis stage read on the whole screenshot (labels with their rows)
    const t0 = performance.now();
    const axis = readPriceAxis(img, dominantColor(img, 0, 0, img.width, img.height, 4)).axis;
    const readerMs = performance.now() - t0;
    const readerLabels = [...(axis?.labels ?? []), ...(axis?.rejected ?? [])];
    if (!m || m.hits.size < 2) {
      console.warn(`${name}: no label column matches the truth`);
      continue;
    }
    const ticks = truth.filter((l) => !l.text.includes('('));
    const dec = Math.max(...ticks.map((l) => decimalsOf(l.text)));
    const sep = ticks.some((l) => /\d,\d{3}/.test(l.text)) ? ',' : '';
    // the column: lines aligned with the matched tick lines, at the same height
    const tickLines = [...m.hits].filter(([, ti]) => !truth[ti]!.text.includes('('));
    const ref = lines[tickLines[0]?.[0] ?? [...m.hits.keys()][0]!]!;
    const sortedTickVals = ticks.map((l) => l.value).sort((a, b) => a - b);
    const gaps = sortedTickVals.slice(1).map((v, i) => v - sortedTickVals[i]!);
    const isAligned = (l: Line): boolean =>
      (Math.abs(l.x1 - ref.x1) <= 0.6 * ref.h || Math.abs(l.x0 - ref.x0) <= 0.6 * ref.h) &&
      Math.abs(l.h - ref.h) <= 0.25 * ref.h;
    const ys = lines
      .filter(isAligned)
      .map((l) => l.yc)
      .sort((a, b) => a - b);
    const dys = ys
      .slice(1)
      .map((y, i) => y - ys[i]!)
      .filter((dy) => dy > ref.h);
    dys.sort((a, b) => a - b);
    const stepEst = Math.abs(m.slope) * (dys[dys.length >> 1] ?? Infinity);
    const gMin = Math.min(...gaps.filter((g) => g > 0));
    let step = gMin / Math.max(1, Math.round(gMin / stepEst));
    const onGrid = (v: number, st: number): boolean =>
      Math.abs(v / st - Math.round(v / st)) < 1e-6 &&
      Math.abs(st * 10 ** dec - Math.round(st * 10 ** dec)) < 1e-6;
    if (!onGrid(step, step) || !gaps.every((g) => onGrid(g, step))) step = gMin;
    // ticks in between are inferred only on an axis of round, evenly spaced labels
    const regular =
      gaps.every((g) => onGrid(g, step)) && sortedTickVals.every((v) => onGrid(v, step));
    const lo = sortedTickVals[0]! - 1.5 * step;
    const hi = sortedTickVals[sortedTickVals.length - 1]! + 1.5 * step;
    lines.forEach((l, li) => {
      let value: number;
      let text: string;
      let kind = 'tick';
      const ti = m.hits.get(li);
      if (ti !== undefined) {
        value = truth[ti]!.value;
        text = truth[ti]!.text.replace(/\s*\(.*$/, '');
        if (truth[ti]!.text.includes('(')) kind = 'pill';
      } else {
        if (!isAligned(l) || !regular || !fitsWidth(l, ticks[0]!.text)) return;
        // a tick between or beyond the truth's: the scale's value on the axis step grid
        const v = m.slope * l.yc + m.icpt;
        const k = Math.round((v - sortedTickVals[0]!) / step);
        value = Number((sortedTickVals[0]! + k * step).toFixed(dec));
        if (!(Math.abs(v - value) <= 0.2 * step) || value < lo || value > hi) return;
        text = format(value, dec, sep);
      }
      const crop = cropLabel(img, l);
      const inReader = readerLabels.find((r) => Math.abs(r.y - l.yc) <= 0.6 * l.h);
      out.push({
        id: `real/${name}/${l.x0}-${Math.round(l.yc)}`,
        source: 'real',
        group: name,
        tags: {
          image: name,
          kind,
          format: t.image.endsWith('.jpg') ? 'jpeg' : 'png',
          readerText: inReader?.text ?? '',
          readerMs,
        },
        y: l.yc,
        truth: { text, value },
        crop,
      });
    });
  }
  if (cropDir) await (await import('./measure-axis-ocr-samples.ts')).saveCrops(out, cropDir);
  return out;
}
