// The breadth corpus' dense family: 250 to 1,500 candles at 1-4 physical pixels apart, bodies
// that touch, moving averages and bands drawn over them, gaps in the series, a box selection that
// leaves most candles faded; drawn by a matplotlib-like canvas renderer, lightweight-charts,
// ECharts, Plotly and the terminal style.
import type { OhlcBar } from '../ohlc.ts';
import { createRng, seedFor, type Rng } from '../prng.ts';
import { chooseSeries, type RangeClass } from '../series-choice.ts';
import { LINE_COLORS, THEMES, candleColors } from '../styles.ts';
import type { BreadthScenario } from './breadth-plan.ts';
import type {
  BreadthLibrary,
  BreadthSpec,
  DenseOptions,
  MplLine,
  MplStyle,
  OverlayKind,
  PaneKind,
} from './breadth-spec.ts';
import { FONT_NAMES } from './fonts.ts';

export const DENSE_COUNT = 20;
/** The dense-jpeg family: the same looks at one device pixel, saved as JPEG, half of them with
 * a strategy's trade labels over the candles. */
export const DENSE_JPEG_COUNT = 12;

/** What the dense-jpeg family draws otherwise than the dense family. */
interface JpegVariant {
  /** target pitches in physical pixels, one per chart in turn (jittered) */
  pitches: number[];
  qualities: number[];
}
const DENSE_JPEG: JpegVariant = {
  // below two pixels, compression leaves no candle's colour of its own
  pitches: [2.6, 3.4, 2.2, 3.0, 3.8, 2.4, 2.8, 3.6, 2.0, 3.2, 2.5, 3.5],
  qualities: [70, 80, 90, 95],
};

/** The renderer of each chart in turn: the matplotlib look most, every other renderer twice. */
const LIBS: BreadthLibrary[] = [
  'mpl',
  'lwc-panes',
  'plotly',
  'mpl',
  'echarts',
  'mt',
  'mpl',
  'lwc-panes',
  'plotly',
  'mpl',
  'echarts',
  'mpl',
  'lwc-panes',
  'plotly',
  'mt',
  'mpl',
  'echarts',
  'lwc-panes',
  'plotly',
  'mpl',
];
/** Target candle pitches in physical pixels, one per chart in turn (jittered). */
const PITCHES = [
  3.3, 1.6, 2.4, 2.0, 3.6, 2, 2.8, 1.2, 3.8, 4.0, 1.4, 3.0, 2.6, 1.8, 3, 2.4, 2.2, 3.4, 1.3, 3.5,
];
const SIZES = [
  { name: '1920x1080', w: 1920, h: 1080, dpr: 1 },
  { name: '1440x720', w: 1440, h: 720, dpr: 1 },
  { name: '1280x720', w: 1280, h: 720, dpr: 1 },
  { name: '1920x1080', w: 960, h: 540, dpr: 2 },
  { name: '1200x600', w: 1200, h: 600, dpr: 1 },
  { name: '2000x1000', w: 1000, h: 500, dpr: 2 },
];
/** matplotlib's named colours and tab10, as finance plots pick them. */
const MPL_PALETTES: { up: string; down: string }[] = [
  { up: '#4a9e4a', down: '#ff0000' },
  { up: '#008000', down: '#ff0000' },
  { up: '#00b060', down: '#fe3032' },
  { up: '#006340', down: '#a02128' },
  { up: '#2ca02c', down: '#d62728' },
  { up: '#26a69a', down: '#ef5350' },
];
const TAB10 = ['#1f77b4', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#bcbd22'];
const MPL_STYLES: MplStyle[] = [
  'default',
  'default',
  'ggplot',
  'seaborn',
  'dark',
  'fivethirtyeight',
];

/** Physical pixels the plot spans across, as each renderer lays out a chart of this size. */
function plotWidthPx(lib: BreadthLibrary, w: number, dpr: number, legendOutside: boolean): number {
  const css =
    lib === 'mpl'
      ? w * (legendOutside ? 0.68 : 0.775)
      : lib === 'mt'
        ? (w - 80) * 0.94
        : lib === 'plotly'
          ? w - 110
          : lib === 'echarts'
            ? w - 110
            : w - 75;
  return css * dpr;
}

/** Runs of one to three bars with no data, about one bar in sixty, away from both ends. */
function missingBars(rng: Rng, n: number): number[] {
  const out: number[] = [];
  for (let k = 10; k < n - 10; k++) {
    if (!rng.chance(1 / 120)) continue;
    const run = rng.int(1, 3);
    for (let j = 0; j < run; j++) out.push(k + j);
    k += run + 4;
  }
  return out;
}

function mplOptions(
  rng: Rng,
  down: string,
  dark: boolean,
  legendOutside: boolean,
): DenseOptions['mpl'] {
  const lines: MplLine[] = [];
  const colours = rng.shuffle(TAB10);
  const width = (): number => rng.pick([1, 1.2, 1.5, 2, 2.5]);
  if (rng.chance(0.6)) {
    const c = rng.pick(['#da70d6', '#ee82ee', colours[0]!]);
    const w = rng.pick([0.8, 1, 1.5]);
    lines.push({ kind: 'bb-upper', period: 20, color: c, width: w });
    lines.push({ kind: 'bb-lower', period: 20, color: c, width: w });
    if (rng.chance(0.7))
      lines.push({ kind: 'bb-middle', period: 20, color: colours[1]!, width: w });
  }
  // a moving average in exactly the falling candles' red, as quick scripts draw one
  if (rng.chance(0.5)) lines.push({ kind: 'sma', period: 50, color: down, width: width() });
  else
    lines.push({ kind: 'sma', period: rng.pick([10, 20, 50]), color: colours[2]!, width: width() });
  if (rng.chance(0.6))
    lines.push({
      kind: rng.pick(['sma', 'ema'] as const),
      period: rng.pick([100, 200]),
      color: rng.pick(['#800000', colours[3]!]),
      width: width(),
    });
  return {
    style: dark ? 'dark' : rng.pick(MPL_STYLES.filter((s) => s !== 'dark')),
    bodyRatio: rng.pick([0.6, 0.6, 0.7, 0.8, 0.9, 1]),
    snap: rng.chance(0.5),
    bodyEdge: rng.pick([0, 0.5, 1]),
    wick: rng.pick(dark ? ['#ffffff', '#bfbfbf', 'body'] : ['#000000', '#000000', 'body']),
    wickWidth: rng.pick([0.5, 0.8, 1]),
    lines,
    legend: legendOutside ? 'outside' : rng.pick(['inside', 'none'] as const),
    rotateDates: rng.chance(0.6),
  };
}

function denseScenario(
  k: number,
  rng: Rng,
  real: Record<string, OhlcBar[]>,
  jpeg: JpegVariant | null = null,
): BreadthScenario {
  const library = LIBS[k % LIBS.length]!;
  const mpl = library === 'mpl';
  const mt = library === 'mt';
  // the terminal draws whole-pixel spacings of two CSS pixels and more: at a pixel ratio of one
  const size =
    mt || jpeg
      ? rng.pick(SIZES.filter((s) => s.dpr === 1))
      : mpl
        ? rng.pick(SIZES)
        : rng.pick(SIZES.slice(0, 4));
  // every third matplotlib figure on matplotlib's dark background
  const themeName = mt
    ? 'black'
    : mpl
      ? LIBS.slice(0, k).filter((l) => l === 'mpl').length % 3 === 2
        ? 'black'
        : 'light'
      : rng.pick(['light', 'light', 'dark', 'black', 'navy']);
  const dark = themeName !== 'light';
  const legendOutside = mpl && rng.chance(0.4);
  const pitches = jpeg ? jpeg.pitches : PITCHES;
  const pitch = (pitches[k % pitches.length] as number) + rng.range(-0.15, 0.15);
  const spacingCss = mt ? Math.max(2, Math.round(pitch)) : pitch / size.dpr;
  const visible = Math.max(
    250,
    Math.min(
      1500,
      Math.round(plotWidthPx(library, size.w, size.dpr, legendOutside) / (spacingCss * size.dpr)),
    ),
  );
  const rangeClass: RangeClass = rng.pick(['forex', 'stock', 'stock', 'index', 'micro']);
  const source = rng.chance(0.5)
    ? 'synthetic'
    : rng.pick(['btc-daily', 'btc-hourly', 'spy-minute']);
  const history = 220; // a 200-bar average starts at the left edge
  const series = chooseSeries(rng, real, source, visible + history, rangeClass);
  const bars = series.bars;
  const palette = rng.pick(['tv-classic', 'tv-new', 'green-red', 'red-up', 'blue-orange']);
  const base = candleColors(palette, dark, 'none', null);
  const mplPalette = rng.pick(MPL_PALETTES);
  const mplOpts = mpl ? mplOptions(rng, mplPalette.down, dark, legendOutside) : null;
  const wick = (own: string): string => (mplOpts && mplOpts.wick !== 'body' ? mplOpts.wick : own);
  const colors = mt
    ? {
        up: '#00c800',
        down: '#ff2020',
        upBorder: '#00c800',
        downBorder: '#ff2020',
        upWick: '#00c800',
        downWick: '#ff2020',
        hollow: 'none' as const,
      }
    : mpl
      ? {
          up: mplPalette.up,
          down: mplPalette.down,
          upBorder: mplPalette.up,
          downBorder: mplPalette.down,
          upWick: wick(mplPalette.up),
          downWick: wick(mplPalette.down),
          hollow: 'none' as const,
        }
      : base;
  const shown = Math.min(visible, bars.length);
  const panes: PaneKind[] =
    library === 'lwc-panes' || mt ? rng.pick([[], ['volume'], []] as PaneKind[][]) : [];
  const fade = library === 'plotly' && rng.chance(0.5);
  const overlays: OverlayKind[] = fade ? ['markers'] : [];
  // (drawn only for the JPEG family, so that the dense family's specs stay as they were)
  const jpegQuality = jpeg ? rng.pick(jpeg.qualities) : null;
  if (jpeg && k % 2 === 0) overlays.push('trade-labels');
  const fontName = rng.pick(FONT_NAMES);
  const maCount = mpl ? 0 : rng.pick([0, 1, 2, 2, 3, 3]);
  const dense: DenseOptions = {
    mpl: mplOpts,
    missing: mpl && rng.chance(0.5) ? missingBars(rng, shown) : [],
    fadeFrom: fade ? Math.round(shown * rng.range(0.3, 0.45)) : null,
  };
  // the instrument the title names is the one the truth states
  const symbol = rng.pick(['SPY', 'BTCUSD', 'EURUSD', 'AAPL', 'XAUUSD']);
  const family = jpeg ? 'dense-jpeg' : 'dense';
  const spec: BreadthSpec = {
    id: `${family}-${String(k + 1).padStart(3, '0')}`,
    library,
    family,
    layout: 'full',
    cssWidth: size.w,
    cssHeight: size.h,
    dpr: size.dpr,
    format: 'png',
    quality: 100,
    frame: { left: 0, top: 0, width: size.w, height: size.h },
    title: `${symbol} · ${rng.pick(['1D', '1H', '15m'])}`,
    theme: {
      ...(THEMES[themeName] as (typeof THEMES)[string]),
      fontFamily: mpl && rng.chance(0.7) ? "'DejaVu Sans', sans-serif" : `'${fontName}', monospace`,
      fontSize: rng.int(11, 14),
    },
    colors,
    axisSide: mpl ? (rng.chance(0.75) ? 'left' : 'right') : 'right',
    grid: mt ? 'dotted' : rng.pick(['solid', 'dotted', 'off']),
    volume:
      library === 'plotly' || library === 'echarts' ? rng.chance(0.4) : panes.includes('volume'),
    maPeriods: [9, 21, 50, 100].slice(0, maCount),
    maColors: rng.shuffle(LINE_COLORS).slice(0, 3),
    lastPrice: rng.chance(0.5),
    watermark: null,
    crosshair: false,
    timeAxis: true,
    logScale: false,
    labelFormat: 'plain',
    precision: series.precision,
    bars,
    hiddenLeft: Math.max(0, bars.length - shown),
    rightOffset: 0,
    wickWidth: 1,
    logo: library === 'plotly' && rng.chance(0.25),
    crosshairAt: [0.5, 0.5],
    scrollFrac: 0,
    lineWidth: rng.pick([1, 1, 2]),
    panes,
    barStyle: 'candles',
    overlays,
    overlayAt: overlays.map(() => [rng.range(0.05, 0.95), rng.range(0.05, 0.95)]),
    symbol,
    timeframe: '1D',
    timeframeSeconds: 86400,
    exchange: 'Demo',
    mt: mt
      ? {
          style: 'green-red',
          header: rng.chance(0.7),
          bidLine: rng.chance(0.7),
          infoPanel: false,
          arrows: false,
        }
      : null,
    apex: null,
    kline: null,
    canvas: null,
    plotlyOhlc: null,
    degrade: { jpegQuality, scale: null },
    dense,
  };
  const tags = [
    `family:${family}`,
    `lib:${library}`,
    'layout:full',
    'bars:candles',
    'outline:coloured',
    `panes:${panes.length ? panes.join('+') : 'none'}`,
    ...panes.map((p) => `pane:${p}`),
    `theme:${mpl ? `mpl-${mplOpts!.style}` : themeName}`,
    `font:${spec.theme.fontFamily.includes('DejaVu') ? 'dejavu-sans' : fontName.toLowerCase().replace(/ /g, '-')}`,
    `size:${size.name}`,
    `dpr:${size.dpr}`,
    'device:desktop',
    ...(overlays.length ? overlays.map((o) => `overlay:${o}`) : ['overlay:none']),
    `jpeg:${jpegQuality ?? 'no'}`,
    'downscale:no',
    `range:${series.rangeClass}`,
    `source:${source === 'synthetic' ? 'synthetic' : 'real'}`,
    `lines:${mpl ? mplOpts!.lines.length : maCount}`,
    `gaps:${dense.missing.length ? 'yes' : 'no'}`,
    `faded:${fade ? 'yes' : 'no'}`,
    ...(mpl ? [`body:${mplOpts!.bodyRatio >= 0.9 ? 'touching' : 'apart'}`] : []),
  ];
  return { spec, tags };
}

/** The dense family, seeded apart from the other families so that theirs stay as they were. */
export function denseScenarios(seed: number, real: Record<string, OhlcBar[]>): BreadthScenario[] {
  const rng = createRng(seedFor(seed, 'breadth-dense'));
  const out: BreadthScenario[] = [];
  for (let k = 0; k < DENSE_COUNT; k++) out.push(denseScenario(k, rng, real));
  return out;
}

/** The dense-jpeg family, seeded apart from the others. */
export function denseJpegScenarios(
  seed: number,
  real: Record<string, OhlcBar[]>,
): BreadthScenario[] {
  const rng = createRng(seedFor(seed, 'breadth-dense-jpeg'));
  const out: BreadthScenario[] = [];
  for (let k = 0; k < DENSE_JPEG_COUNT; k++) out.push(denseScenario(k, rng, real, DENSE_JPEG));
  return out;
}
