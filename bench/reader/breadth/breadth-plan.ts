// The breadth corpus' plan: families of charts the synthetic corpus lacks (other libraries,
// panes, app chrome, classic terminal styles, OHLC bars, unseen fonts, degraded uploads), each
// a seeded list of specs.
import { heikinAshiBars, type OhlcBar } from '../ohlc.ts';
import { createRng, seedFor, type Rng } from '../prng.ts';
import { chooseSeries, type RangeClass } from '../series-choice.ts';
import { LINE_COLORS, THEMES, candleColors } from '../styles.ts';
import type {
  BreadthLibrary,
  BreadthSpec,
  LayoutKind,
  MarginDrawingKind,
  MtStyle,
  OverlayKind,
  PaneKind,
} from './breadth-spec.ts';
import { ownStyle, withSpike, withTinyBodies } from './breadth-bars-plan.ts';
import { FAMILIES, type Family } from './breadth-families.ts';
import { denseJpegScenarios, denseScenarios } from './dense-plan.ts';
import { FONT_NAMES } from './fonts.ts';

export { FAMILIES } from './breadth-families.ts';

export interface BreadthScenario {
  spec: BreadthSpec;
  tags: string[];
}

const SIZES = [
  { name: '1920x1080', w: 1920, h: 1080, dpr: 1 },
  { name: '1920x1080', w: 960, h: 540, dpr: 2 },
  { name: '1366x768', w: 1366, h: 768, dpr: 1 },
  { name: '1280x720', w: 1280, h: 720, dpr: 1 },
  { name: '1440x900', w: 720, h: 450, dpr: 2 },
];
const MT_TIMEFRAMES: [string, number][] = [
  ['M1', 60],
  ['M5', 300],
  ['M15', 900],
  ['H1', 3600],
  ['H4', 14400],
  ['D1', 86400],
];
const APP_TIMEFRAMES: [string, number][] = [
  ['15m', 900],
  ['1H', 3600],
  ['4H', 14400],
  ['1D', 86400],
];
const SYMBOLS: Record<RangeClass, string[]> = {
  micro: ['SHIBUSDT', 'PEPEUSDT'],
  forex: ['EURUSD', 'GBPUSD', 'AUDCAD', 'USDCHF'],
  stock: ['AAPL', 'TSLA', 'XAGUSD', 'SOLUSDT'],
  index: ['US500', 'GER40', 'XAUUSD', 'BTCUSD'],
  huge: ['BTCJPY', 'BTCKRW'],
};

/** Bars at the timeframe shown: the series' own spacing replaced by it, counting back from now. */
function retime(bars: OhlcBar[], seconds: number): OhlcBar[] {
  const end = Date.UTC(2026, 10, 20, 16, 0) / 1000;
  const last = end - (end % seconds);
  return bars.map((b, i) => ({ ...b, time: last - (bars.length - 1 - i) * seconds }));
}

/** The `k`th chart of family `f` (its draws from `rng`, in order). */
export function scenario(
  f: Family,
  k: number,
  rng: Rng,
  real: Record<string, OhlcBar[]>,
): BreadthScenario {
  const library = f.libs[k % f.libs.length] as BreadthLibrary;
  const layout = f.name === 'phone' ? 'phone' : (f.layouts[k % f.layouts.length] as LayoutKind);
  const phone = layout === 'phone';
  const size = phone
    ? { name: 'phone', w: 390, h: 844, dpr: 3 }
    : layout === 'card'
      ? { name: 'card', w: rng.int(560, 720), h: rng.int(270, 340), dpr: rng.pick([1, 1, 2]) }
      : rng.pick(f.jpeg ? SIZES.filter((s) => s.dpr === 1) : SIZES);
  const mt = library === 'mt';
  const mtStyle: MtStyle =
    f.name === 'bars-thin'
      ? 'green'
      : f.name === 'mt-classic'
        ? rng.pick(['classic-black', 'classic-white', 'green'] as const)
        : rng.pick(['green-red', 'green'] as const);
  const drawnTheme = mt
    ? mtStyle === 'classic-white'
      ? 'light'
      : 'black'
    : rng.pick(['light', 'dark', 'dark', 'black', 'navy']);
  // the margin family draws every third chart of the web libraries light
  const themeName = f.name === 'margin' && !mt && k % 3 === 1 ? 'light' : drawnTheme;
  const dark = themeName !== 'light';
  const rangeClass: RangeClass = mt
    ? rng.pick(['forex', 'forex', 'stock', 'index'] as const)
    : rng.pick(['forex', 'stock', 'index', 'index', 'micro'] as const);
  const source = rng.chance(0.5)
    ? 'synthetic'
    : rng.pick(['btc-daily', 'btc-hourly', 'goog-daily', 'gld-daily', 'spy-minute']);
  const [timeframe, timeframeSeconds] = rng.pick(mt ? MT_TIMEFRAMES : APP_TIMEFRAMES);
  const dense = !phone && rng.chance(0.2);
  // the thin-bar and outlined families choose their own density and style (drawn only for them,
  // so that the other families' specs stay as they were)
  const own = ownStyle(f.name, library, rng, dark, size);
  const visible =
    own?.visible ??
    (f.name === 'study-legend'
      ? rng.int(150, 300)
      : phone
        ? rng.int(40, 90)
        : dense
          ? rng.int(260, 450)
          : rng.int(30, 180));
  const series = chooseSeries(rng, real, source, visible + 60, rangeClass);
  const barStyle = f.bars[k % f.bars.length] as BreadthSpec['barStyle'];
  const retimed = retime(series.bars, timeframeSeconds);
  // Heikin-Ashi values at the instrument's precision, as platforms draw and label them
  const round = (v: number): number => Number(v.toFixed(series.precision));
  const bars = own?.tinyBodies
    ? withTinyBodies(retimed, rng, own.tinyBodies)
    : barStyle === 'heikin-ashi'
      ? heikinAshiBars(retimed).map((b) => ({
          ...b,
          open: round(b.open),
          high: round(b.high),
          low: round(b.low),
          close: round(b.close),
        }))
      : retimed;
  // the spike family: one bar spanning most of the prices shown (drawn only for it)
  const spike = f.name === 'spike' ? withSpike(bars, visible, rng, series.precision) : null;
  const paneChoice: PaneKind[] = rng.pick([
    [],
    ['volume'],
    ['volume', 'rsi'],
    ['macd'],
    ['atr'],
    ['volume', 'macd'],
  ] as PaneKind[][]);
  // ECharts and Plotly draw their volume inside the figure without reporting its box: no panes
  const panes =
    library === 'echarts' ||
    library === 'plotly' ||
    library === 'canvas' ||
    library === 'chartjs' ||
    library === 'vega' ||
    layout === 'card'
      ? []
      : library === 'plotly-ohlc'
        ? own?.plotlyOhlc?.volume
          ? (['volume'] as PaneKind[])
          : []
        : paneChoice;
  const hollow = !mt && rng.chance(0.2) ? 'up' : 'none';
  const palette = rng.pick(['tv-classic', 'tv-new', 'green-red', 'red-up', 'blue-orange']);
  // white or black outlines and wicks on coloured bodies, as some apps draw them
  const outline =
    !mt && library !== 'apex' && rng.chance(0.2) ? (dark ? '#ffffff' : '#000000') : null;
  const base = candleColors(palette, dark, hollow, outline);
  const colors = mt
    ? mtColors(mtStyle)
    : own?.colors
      ? own.colors
      : outline
        ? { ...base, upBorder: outline, downBorder: outline }
        : base;
  const overlays = f.overlays[k % f.overlays.length] as OverlayKind[];
  const fontName = rng.pick(FONT_NAMES);
  const symbol = rng.pick(SYMBOLS[series.rangeClass]);
  const degrade = f.degrade
    ? {
        jpegQuality: rng.pick([35, 50, 65, 80, null]),
        scale: rng.pick([0.61, 0.73, 0.8, 0.87, null]),
      }
    : f.jpeg
      ? { jpegQuality: rng.pick(f.jpeg), scale: null }
      : { jpegQuality: null, scale: null };
  if (f.degrade && degrade.jpegQuality === null && degrade.scale === null) degrade.jpegQuality = 45;
  const spec: BreadthSpec = {
    id: `${f.name}-${String(k + 1).padStart(3, '0')}`,
    library,
    family: f.name,
    layout,
    cssWidth: size.w,
    cssHeight: size.h,
    dpr: size.dpr,
    format: 'png',
    quality: 100,
    frame: { left: 0, top: 0, width: size.w, height: size.h },
    title: `${symbol} · ${timeframe}`,
    theme: {
      ...(THEMES[themeName] as (typeof THEMES)[string]),
      fontFamily: `'${fontName}', monospace`,
      fontSize: rng.int(11, 14),
    },
    colors,
    axisSide: library === 'apex' && rng.chance(0.4) ? 'left' : 'right',
    grid: mt ? (rng.chance(0.8) ? 'dotted' : 'off') : rng.pick(['solid', 'dotted', 'off']),
    volume: panes.includes('volume'),
    maPeriods: !mt && rng.chance(0.4) ? [9, 21].slice(0, rng.int(1, 2)) : [],
    maColors: rng.shuffle(LINE_COLORS).slice(0, 2),
    lastPrice: rng.chance(0.6),
    watermark: null,
    crosshair: false,
    timeAxis: true,
    logScale: false,
    labelFormat: 'plain',
    precision: series.precision,
    bars: spike?.bars ?? bars,
    hiddenLeft: Math.max(0, bars.length - visible), // short real files give fewer bars
    rightOffset: 0,
    wickWidth: 1,
    logo: false,
    crosshairAt: [0.5, 0.5],
    scrollFrac: 0,
    lineWidth: 1,
    panes,
    barStyle,
    overlays,
    overlayAt: overlays.map(() => [rng.range(0.05, 0.95), rng.range(0.05, 0.95)]),
    symbol,
    timeframe,
    timeframeSeconds,
    exchange: rng.pick(['FX', 'NASDAQ', 'Binance', 'CME', 'Demo']),
    mt: mt
      ? {
          style: mtStyle,
          header: rng.chance(0.85),
          bidLine: rng.chance(0.8),
          infoPanel: f.name === 'mt-color' && rng.chance(0.5),
          arrows: f.name === 'mt-color' && rng.chance(0.5),
        }
      : null,
    apex: library === 'apex' ? { toolbar: rng.chance(0.7), title: rng.chance(0.6) } : null,
    kline:
      library === 'kline'
        ? {
            legend: rng.chance(0.7),
            marks: rng.chance(0.5),
            barSpace: own?.barSpace ?? rng.pick([4, 6, 8, 10]),
            rightGap: rng.int(10, 60),
          }
        : null,
    canvas: own?.canvas ?? null,
    plotlyOhlc: own?.plotlyOhlc ?? null,
    degrade,
  };
  const margin = f.name === 'margin' ? marginOf(spec, k, rng, visible) : null;
  const tags = [
    `family:${f.name}`,
    `lib:${library}`,
    `layout:${layout}`,
    `bars:${spec.barStyle}`,
    `outline:${outline ? 'neutral' : 'coloured'}`,
    `panes:${panes.length ? panes.join('+') : 'none'}`,
    ...panes.map((p) => `pane:${p}`),
    `theme:${themeName}`,
    ...(mt ? [`mtstyle:${mtStyle}`] : []),
    `font:${fontName.toLowerCase().replace(/ /g, '-')}`,
    `size:${size.name}`,
    `dpr:${size.dpr}`,
    `device:${phone ? 'phone' : 'desktop'}`,
    ...(overlays.length ? overlays.map((o) => `overlay:${o}`) : ['overlay:none']),
    `jpeg:${degrade.jpegQuality ?? 'no'}`,
    `downscale:${degrade.scale ?? 'no'}`,
    `range:${series.rangeClass}`,
    `source:${source === 'synthetic' ? 'synthetic' : 'real'}`,
    ...(own?.tags ?? []),
    ...(margin?.tags ?? []),
    ...(spike ? [`spike:${spike.down ? 'down' : 'up'}`] : []),
  ];
  return { spec, tags };
}

/** The drawing each margin render draws first, in turn, and the kinds it draws besides. */
const MARGIN_FIRST: MarginDrawingKind[] = ['box', 'zones', 'box', 'order', 'box', 'pill'];
const MARGIN_KINDS: MarginDrawingKind[] = [
  'box',
  'zones',
  'pill',
  'order',
  'lines',
  'markers',
  'text',
  'fib',
  'dashes',
];

/**
 * The margin family's empty space after the last candle, set on the spec: lightweight-charts'
 * visible range run on past the data by 10-45% of the visible bars, KLineChart's right gap of
 * 120-380 CSS px, the terminal's chart shift of 15-35% of the plot; and the drawings put there.
 * Drawn last, so that the family's other choices are drawn as every family's are.
 */
function marginOf(spec: BreadthSpec, k: number, rng: Rng, visible: number): { tags: string[] } {
  const first = MARGIN_FIRST[k % MARGIN_FIRST.length] as MarginDrawingKind;
  const bars = Math.max(4, Math.round(visible * rng.range(0.1, 0.45)));
  spec.margin = { bars: spec.library === 'lwc-panes' ? bars : 0, kinds: [first, ...MARGIN_KINDS] };
  if (spec.kline) spec.kline = { ...spec.kline, rightGap: rng.int(120, 380) };
  if (spec.mt) spec.mt = { ...spec.mt, shift: Math.round(rng.range(0.15, 0.35) * 100) / 100 };
  return { tags: [`drawing:${first}`] };
}

function mtColors(style: MtStyle): BreadthSpec['colors'] {
  const edge = style === 'green' ? '#00ff00' : style === 'classic-white' ? '#000000' : '#ffffff';
  if (style === 'green-red')
    return {
      up: '#00c800',
      down: '#ff2020',
      upBorder: '#00c800',
      downBorder: '#ff2020',
      upWick: '#00c800',
      downWick: '#ff2020',
      hollow: 'none',
    };
  const upFill = style === 'classic-white' ? '#ffffff' : '#000000';
  const downFill = style === 'classic-white' ? '#000000' : '#ffffff';
  return {
    up: upFill,
    down: downFill,
    upBorder: edge,
    downBorder: edge,
    upWick: edge,
    downWick: edge,
    hollow: 'up',
  };
}

export function buildBreadthScenarios(
  seed: number,
  real: Record<string, OhlcBar[]>,
): BreadthScenario[] {
  const out: BreadthScenario[] = [];
  for (const f of FAMILIES) {
    const rng = createRng(seedFor(seed, `breadth-${f.name}`));
    for (let k = 0; k < f.count; k++) out.push(scenario(f, k, rng, real));
  }
  out.push(...denseScenarios(seed, real));
  out.push(...denseJpegScenarios(seed, real));
  return out;
}
