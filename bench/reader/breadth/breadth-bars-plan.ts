// Styles of the breadth families of thin OHLC bars (`bars-thin`) and of candles outlined in a
// neutral colour with tiny bodies (`outlined`): pitch, stem and tick sizes, one colour or two,
// pastel and faded bars, outlines and dim wicks, and the doji-rich series they are drawn from.
import type { OhlcBar } from '../ohlc.ts';
import type { Rng } from '../prng.ts';
import type { BreadthSpec, CanvasStyle, Fade } from './breadth-spec.ts';

type Colors = BreadthSpec['colors'];

/** Colours of bars or candles: up, down, their outlines (a bar's colour) and wicks. */
function pair(up: string, down: string, border = [up, down], wick = border): Colors {
  return {
    up,
    down,
    upBorder: border[0]!,
    downBorder: border[1]!,
    upWick: wick[0]!,
    downWick: wick[1]!,
    hollow: 'none',
  };
}

const ONE_COLOUR_DARK = ['#00ff00', '#26a69a', '#e0e0e0', '#4fc3f7', '#ffeb3b'];
const ONE_COLOUR_LIGHT = ['#000000', '#1565c0', '#2e7d32', '#424242'];
const PASTEL = [
  ['#7fd1c7', '#f5a97f'], // teal / orange, as a dashboard's pastel pair
  ['#a5d6a7', '#ef9a9a'],
  ['#90caf9', '#ffcc80'],
];

export type BarColouring = 'one' | 'two' | 'pastel';

/** The bar colours of a chart: one for both directions, a pair, or a pastel pair. */
export function barColours(rng: Rng, dark: boolean): { colors: Colors; colouring: BarColouring } {
  const colouring = rng.pick(['one', 'one', 'two', 'pastel'] as const);
  if (colouring === 'one') {
    const c = rng.pick(dark ? ONE_COLOUR_DARK : ONE_COLOUR_LIGHT);
    return { colors: pair(c, c), colouring };
  }
  const [up, down] =
    colouring === 'pastel'
      ? rng.pick(PASTEL)
      : rng.pick([
          ['#26a69a', '#ef5350'],
          ['#00c853', '#d50000'],
          ['#2962ff', '#ff6d00'],
        ]);
  return { colors: pair(up!, down!), colouring };
}

/** A box selection over part of the series, the bars outside it faded. */
export function fadeOf(rng: Rng, alpha = 1): Fade {
  const from = rng.range(0.05, 0.45);
  // faded as a selection fades them: to a quarter to two fifths of the colour, at least
  return {
    from,
    to: Math.min(0.95, from + rng.range(0.25, 0.5)),
    alpha: Math.min(1, rng.range(0.25, 0.4) / alpha),
  };
}

/** Thin OHLC bars on the canvas: 2-6 device pixels apart, ticks up to touching the neighbour. */
export function thinBarsStyle(rng: Rng, colouring: BarColouring): CanvasStyle {
  const pitch = rng.pick([2, 2, 3, 3, 4, 4, 5, 6]);
  const stem = pitch >= 5 && rng.chance(0.4) ? 2 : 1;
  // the tick reaches at most to the next stem; often it touches it
  const tick = Math.max(1, Math.min(3, pitch - stem - (rng.chance(0.5) ? 0 : 1)));
  const alpha = colouring === 'pastel' ? rng.range(0.5, 0.8) : 1;
  return {
    mode: 'bars',
    pitch,
    stem,
    tick,
    alpha,
    fade: rng.chance(0.3) ? fadeOf(rng, alpha) : null,
    outline: null,
    outlineAlpha: 1,
    gap: 0,
    pad: rng.pick([0.02, 0.05, 0.08]),
    labels: 'nice',
    title: rng.chance(0.4),
  };
}

/** Candles outlined in a neutral colour: bodies touching or a pixel or two apart, dim wicks. */
export function outlinedStyle(
  rng: Rng,
  dark: boolean,
  /** 'dim': every chart's wicks in a dim grey a few tens of levels off a dark plot or a light
   * one (as a server-side renderer draws them: `#424242` on `#1e222d`); 'some': three charts in
   * five, `#4c525e` or `#b4b8bf` */
  wicks: 'some' | 'dim' = 'some',
): { style: CanvasStyle; colors: Colors } {
  const pitch = rng.pick([5, 6, 7, 7, 8, 10, 12]);
  const outline = dark
    ? rng.pick(['#c8c8c8', '#ffffff', '#a0a4ab'])
    : rng.pick(['#333333', '#000000', '#6b6b6b']);
  const wick =
    wicks === 'dim'
      ? dark
        ? rng.pick(['#3a3d44', '#424242', '#454a55'])
        : rng.pick(['#d4d6da', '#cfcfcf', '#d8dbe2'])
      : rng.chance(0.6)
        ? dark
          ? '#4c525e'
          : '#b4b8bf'
        : null;
  const [up, down] = rng.pick([
    ['#26a69a', '#ef5350'],
    ['#2bb5a0', '#f0605d'],
    ['#089981', '#f23645'],
  ]);
  const fifths = rng.chance(0.5);
  return {
    style: {
      mode: 'candles',
      pitch,
      stem: 1,
      tick: 0,
      alpha: 1,
      fade: null,
      outline,
      outlineAlpha: rng.range(0.6, 0.95),
      gap: rng.pick([0, 0, 1, 2]),
      pad: fifths ? 0 : rng.pick([0.03, 0.06]),
      labels: fifths ? 'fifths' : 'nice',
      title: rng.chance(0.6),
    },
    colors: pair(up!, down!, [outline, outline], wick ? [wick, wick] : [up!, down!]),
  };
}

/**
 * Bars with many tiny bodies: a share of them closes within a small fraction of their range of
 * the open (dojis and near-dojis), the high and low kept around both.
 */
export function withTinyBodies(bars: OhlcBar[], rng: Rng, share: number): OhlcBar[] {
  return bars.map((b) => {
    if (!rng.chance(share)) return b;
    const range = b.high - b.low;
    const close = b.open + (rng.chance(0.5) ? 1 : -1) * range * rng.range(0, 0.04);
    return { ...b, close, high: Math.max(b.high, close), low: Math.min(b.low, close) };
  });
}

/**
 * One bar of the last `visible` made a spike (a flash crash, a news candle): its high or low
 * pushed out past the window's range until the bar spans 55-78% of the prices shown; with
 * `body`, its close goes most of the way there too (a crash candle, not only a wick). Its
 * neighbours are left as they were (the market snaps back); its prices keep `precision` decimals.
 */
export function withSpike(
  bars: OhlcBar[],
  visible: number,
  rng: Rng,
  precision: number,
): { bars: OhlcBar[]; index: number; down: boolean } {
  const from = Math.max(0, bars.length - visible);
  const shown = bars.slice(from);
  const lo = Math.min(...shown.map((b) => b.low));
  const hi = Math.max(...shown.map((b) => b.high));
  const index = from + Math.floor(shown.length * rng.range(0.15, 0.9));
  const share = rng.pick([0.55, 0.62, 0.7, 0.78]);
  const b = bars[index]!;
  // the reach past the range that makes the bar span `share` of the new range (from its far end)
  const reachFor = (span: number): number =>
    Math.max(0.2 * (hi - lo), (share * (hi - lo) - span) / (1 - share));
  const fall = reachFor(b.high - lo);
  // (a fall that would take a price to zero rises instead)
  const down = rng.chance(0.6) && lo - fall > lo * 0.1;
  const body = rng.chance(0.5);
  const round = (v: number): number => Number(v.toFixed(precision));
  const end = down ? lo - fall : hi + reachFor(hi - b.low);
  const close = body ? round(b.open + (end - b.open) * rng.range(0.5, 0.9)) : b.close;
  const spiked: OhlcBar = {
    ...b,
    close,
    high: round(down ? Math.max(b.high, close) : end),
    low: round(down ? end : Math.min(b.low, close)),
  };
  return { bars: bars.map((x, i) => (i === index ? spiked : x)), index, down };
}

/** What the thin-bar and outlined families choose for themselves; null for other families. */
export interface OwnStyle {
  visible: number;
  tinyBodies?: number;
  colors?: Colors;
  canvas?: CanvasStyle;
  plotlyOhlc?: NonNullable<BreadthSpec['plotlyOhlc']>;
  barSpace?: number;
  tags: string[];
}

export function ownStyle(
  family: string,
  library: string,
  rng: Rng,
  dark: boolean,
  size: { w: number; dpr: number },
): OwnStyle | null {
  const device = size.w * size.dpr;
  if (family === 'bars-thin') {
    if (library === 'mt') return { visible: rng.int(380, 700), tags: ['pitch:dense'] };
    const { colors, colouring } = barColours(rng, dark);
    const tags = [`colours:${colouring}`];
    if (library === 'canvas') {
      const canvas = thinBarsStyle(rng, colouring);
      return {
        visible: Math.ceil(device / canvas.pitch) + 5,
        colors,
        canvas,
        tags: [
          ...tags,
          `pitch:${canvas.pitch}`,
          `stem:${canvas.stem}`,
          `fade:${canvas.fade ? 'yes' : 'no'}`,
        ],
      };
    }
    if (library === 'plotly-ohlc') {
      const plotlyOhlc = {
        lineWidth: rng.pick([1, 1.5, 2]),
        tickwidth: rng.pick([0.2, 0.3, 0.5]),
        fade: rng.chance(0.5) ? fadeOf(rng) : null,
        volume: rng.chance(0.5),
        legend: rng.chance(0.6),
        priceTitle: rng.chance(0.5),
      };
      return {
        visible: rng.int(150, 330),
        colors,
        plotlyOhlc,
        tags: [...tags, `fade:${plotlyOhlc.fade ? 'yes' : 'no'}`],
      };
    }
    if (library === 'kline') {
      const barSpace = rng.pick([3, 4]);
      return { visible: Math.ceil(size.w / barSpace) + 20, colors, barSpace, tags };
    }
    return { visible: rng.int(250, 450), colors, tags };
  }
  if (family === 'outlined' || family === 'outlined-jpeg') {
    const { style, colors } = outlinedStyle(rng, dark, family === 'outlined' ? 'some' : 'dim');
    const tinyBodies = rng.range(0.15, 0.35);
    if (library === 'canvas')
      return {
        visible: Math.ceil(device / style.pitch) + 5,
        tinyBodies,
        colors,
        canvas: style,
        tags: [`pitch:${style.pitch}`, `gap:${style.gap}`, `labels:${style.labels}`],
      };
    return { visible: rng.int(60, 200), tinyBodies, colors, tags: [] };
  }
  return null;
}
