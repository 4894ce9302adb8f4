// The negative corpus' plan: images that are not candlestick charts, by class, seeded.
import type { OhlcBar } from '../ohlc.ts';
import { createRng, seedFor, type Rng } from '../prng.ts';
import { FONT_NAMES } from '../breadth/fonts.ts';

/** Classes rendered in the browser. */
export const PAGE_CLASSES = ['web-page', 'dashboard', 'form', 'table', 'document'] as const;
export const CHART_CLASSES = [
  'line-chart',
  'area-chart',
  'bar-chart',
  'pie-chart',
  'depth-chart',
  'thumbnail',
  'price-line',
  'baseline-chart',
  'drawdown-chart',
  'column-chart',
  'calendar-heatmap',
  'illustration',
  'preview',
] as const;
/** Classes made from pixels alone. */
export const PIXEL_CLASSES = ['noise', 'blank', 'near-blank'] as const;
export const NEGATIVE_CLASSES = [...PAGE_CLASSES, ...CHART_CLASSES, ...PIXEL_CLASSES] as const;
export type NegativeClass = (typeof NEGATIVE_CLASSES)[number];

export interface NegativeSpec {
  id: string;
  cls: NegativeClass;
  seed: number;
  cssWidth: number;
  cssHeight: number;
  dpr: number;
  /** Colours and font of the page. */
  bg: string;
  fg: string;
  grid: string;
  card: string;
  accent: string;
  dark: boolean;
  font: string;
  title: string;
  /** Charts: which library draws it; line charts: axis side; pie: ring or disc. */
  engine: 'echarts' | 'lwc';
  axisRight: boolean;
  donut: boolean;
  /** Real prices the page shows (tables, charts, dashboards). */
  bars: OhlcBar[];
  series: string;
  /** Saved size after shrinking (thumbnails), else null. */
  shrinkTo: { width: number; height: number } | null;
  /** Saved as JPEG at this quality, else PNG. */
  jpegQuality: number | null;
}

export const NEGATIVE_COUNTS: Record<NegativeClass, number> = {
  'web-page': 6,
  dashboard: 6,
  form: 4,
  table: 5,
  document: 5,
  'line-chart': 8,
  'area-chart': 6,
  'bar-chart': 6,
  'pie-chart': 4,
  'depth-chart': 5,
  thumbnail: 6,
  'price-line': 12,
  'baseline-chart': 8,
  'drawdown-chart': 10,
  'column-chart': 8,
  'calendar-heatmap': 6,
  illustration: 8,
  preview: 10,
  noise: 5,
  blank: 4,
  'near-blank': 4,
};

const SIZES: [number, number, number][] = [
  [1280, 720, 1],
  [1920, 1080, 1],
  [960, 540, 2],
  [800, 600, 1],
  [390, 844, 3],
];
const THUMBS: [number, number][] = [
  [160, 90],
  [200, 112],
  [120, 80],
  [240, 135],
];
/** Link and video previews: a chart drawn at a screen's size, saved as a small picture. */
const PREVIEW_SOURCES: [number, number][] = [
  [1280, 720],
  [960, 540],
  [1920, 1080],
];
const PREVIEWS: [number, number][] = [
  [320, 180],
  [256, 144],
  [400, 225],
  [480, 270],
  [336, 188],
];

function spec(
  cls: NegativeClass,
  k: number,
  rng: Rng,
  real: Record<string, OhlcBar[]>,
): NegativeSpec {
  const [w, h, dpr] =
    cls === 'thumbnail'
      ? [640, 360, 1]
      : cls === 'preview'
        ? [...PREVIEW_SOURCES[k % PREVIEW_SOURCES.length]!, 1]
        : rng.pick(SIZES);
  const dark = rng.chance(0.4);
  const source = rng.pick(Object.keys(real));
  const all = real[source] as OhlcBar[];
  const n = Math.min(all.length, rng.int(60, 260));
  const start = rng.int(0, all.length - n);
  const thumb = rng.pick(THUMBS);
  const shown = shownSize(cls, thumb, rng);
  return {
    id: `${cls}-${String(k + 1).padStart(3, '0')}`,
    cls,
    seed: rng.int(1, 2 ** 31 - 1),
    cssWidth: w,
    cssHeight: h,
    dpr,
    bg: dark
      ? rng.pick(['#131722', '#0b0e11', '#1e1e1e'])
      : rng.pick(['#ffffff', '#f7f7f9', '#fdf6e3']),
    fg: dark ? '#d1d4dc' : '#1a1a1a',
    grid: dark ? '#2a2e39' : '#e3e6ec',
    card: dark ? '#1e222d' : '#ffffff',
    accent: rng.pick(['#2962ff', '#f0b90b', '#26a69a', '#8e24aa', '#e65100']),
    dark,
    font: `'${rng.pick(FONT_NAMES)}', sans-serif`,
    title: rng.pick([
      'BTC/USD price',
      'Portfolio value',
      'S&P 500',
      'Gold, daily close',
      'Allocation',
      'Order book',
    ]),
    engine: rng.chance(0.35) ? 'lwc' : 'echarts',
    axisRight: rng.chance(0.5),
    donut: rng.chance(0.5),
    bars: all.slice(start, start + n),
    series: source,
    shrinkTo: shown,
    jpegQuality: rng.chance(0.3) ? rng.int(50, 85) : null,
  };
}

/** The saved size of a thumbnail or a preview (a preview draws its own, and only it). */
function shownSize(
  cls: NegativeClass,
  thumb: [number, number],
  rng: Rng,
): { width: number; height: number } | null {
  if (cls === 'thumbnail') return { width: thumb[0], height: thumb[1] };
  if (cls !== 'preview') return null;
  const [width, height] = rng.pick(PREVIEWS);
  return { width, height };
}

export function buildNegativeSpecs(seed: number, real: Record<string, OhlcBar[]>): NegativeSpec[] {
  const out: NegativeSpec[] = [];
  for (const cls of NEGATIVE_CLASSES) {
    const rng = createRng(seedFor(seed, `negative-${cls}`));
    for (let k = 0; k < NEGATIVE_COUNTS[cls]; k++) out.push(spec(cls, k, rng, real));
  }
  return out;
}
