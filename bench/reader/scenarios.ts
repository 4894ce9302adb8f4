import type { OhlcBar } from './ohlc.ts';
import { createRng, seedFor, type Rng } from './prng.ts';
import type { RenderSpec } from './render-spec.ts';
import { chooseSeries, type RangeClass } from './series-choice.ts';
import { chartFrame, libraryDefaultColors, titleFor } from './scenario-parts.ts';
import {
  COUNT_BUCKETS,
  LIB_TAG,
  PLANS,
  REAL_SOURCES,
  SIZES,
  countBucket,
  type LibraryPlan,
  type SizeOption,
} from './scenario-plans.ts';
import { FONTS, LINE_COLORS, THEMES, candleColors } from './styles.ts';

export { REAL_SOURCES, countBucket };

export interface Scenario {
  spec: RenderSpec;
  tags: string[];
}

function balanced<T>(rng: Rng, options: readonly T[], n: number): T[] {
  const out: T[] = [];
  while (out.length < n) out.push(...rng.shuffle(options));
  return out.slice(0, n);
}

export function buildScenarios(seed: number, real: Record<string, OhlcBar[]>): Scenario[] {
  const out: Scenario[] = [];
  for (const plan of PLANS) {
    const rng = createRng(seedFor(seed, plan.library));
    const n = plan.count;
    const dims = {
      size: balanced(rng, SIZES, n),
      theme: balanced(rng, plan.themes, n),
      palette: balanced(rng, plan.palettes, n),
      hollow: balanced(rng, plan.hollow, n),
      axis: balanced(rng, plan.axis, n),
      grid: balanced(rng, plan.grid, n),
      volume: balanced(rng, [true, false, false], n),
      ma: balanced(rng, [0, 0, 1, 2, 3], n),
      lastPrice: balanced(rng, [true, true, false], n),
      watermark: balanced(rng, [true, false, false, false], n),
      crosshair: balanced(rng, [true, false, false, false], n),
      timeAxis: balanced(rng, [true, true, true, true, false], n),
      bucket: balanced(rng, COUNT_BUCKETS, n),
      format: balanced(rng, ['png', 'png', 'png', 'jpeg', 'jpeg'] as const, n),
      source: balanced(rng, [...REAL_SOURCES, ...Array<string>(5).fill('synthetic')], n),
      rangeClass: balanced(rng, ['micro', 'forex', 'stock', 'index', 'huge'] as RangeClass[], n),
      rescale: balanced(rng, [false, false, false, true], n),
      labels: balanced(
        rng,
        ['plain', 'plain', 'plain', 'plain', 'comma', 'comma', 'space', 'kilo'] as const,
        n,
      ),
      frame: balanced(rng, ['full', 'full', 'page'] as const, n),
    };
    for (let i = 0; i < n; i++) {
      const at = <T>(list: T[]): T => list[i] as T;
      out.push(
        scenario(
          plan,
          i,
          rng,
          at(dims.size),
          {
            theme: at(dims.theme),
            palette: at(dims.palette),
            hollow: at(dims.hollow),
            axis: at(dims.axis),
            grid: at(dims.grid),
            volume: at(dims.volume),
            ma: at(dims.ma),
            lastPrice: at(dims.lastPrice),
            watermark: at(dims.watermark),
            crosshair: at(dims.crosshair),
            timeAxis: at(dims.timeAxis),
            bucket: at(dims.bucket),
            format: at(dims.format),
            source: at(dims.source),
            rangeClass: at(dims.rangeClass),
            rescale: at(dims.rescale),
            labels: at(dims.labels),
            frame: at(dims.frame),
          },
          real,
        ),
      );
    }
  }
  return out;
}

interface Choices {
  theme: string;
  palette: string;
  hollow: RenderSpec['colors']['hollow'];
  axis: RenderSpec['axisSide'];
  grid: RenderSpec['grid'];
  volume: boolean;
  ma: number;
  lastPrice: boolean;
  watermark: boolean;
  crosshair: boolean;
  timeAxis: boolean;
  bucket: [number, number];
  format: 'png' | 'jpeg';
  source: string;
  rangeClass: RangeClass;
  rescale: boolean;
  labels: RenderSpec['labelFormat'];
  frame: 'full' | 'page';
}

function scenario(
  plan: LibraryPlan,
  index: number,
  rng: Rng,
  size: SizeOption,
  c: Choices,
  real: Record<string, OhlcBar[]>,
): Scenario {
  const lib = LIB_TAG[plan.library];
  const id = `${lib}-${String(index + 1).padStart(3, '0')}`;
  const themeBase = THEMES[c.theme];
  if (!themeBase) throw new Error(`unknown theme ${c.theme}`);
  const dark = c.theme !== 'light' && c.theme !== 'paper';
  const frame = chartFrame(rng, size, size.phone ? 'app' : c.frame);
  // Keep at least ~3 physical px per candle so candles stay separable.
  const plotCss = frame.width - 70;
  const maxCount = Math.max(20, Math.floor((plotCss * size.dpr) / 3));
  const wanted = Math.round(Math.exp(rng.range(Math.log(c.bucket[0]), Math.log(c.bucket[1] + 1))));
  const visible = Math.max(20, Math.min(wanted, maxCount, 300));
  const scroll = plan.library === 'lightweight-charts' && rng.chance(0.35);
  const hiddenLeft = scroll ? rng.int(5, 60) : 0;
  const maxPeriod = 50;
  const warmup = c.ma > 0 ? maxPeriod : 0;
  const isReal = c.source !== 'synthetic';
  const series = chooseSeries(
    rng,
    real,
    c.source,
    visible + hiddenLeft + warmup,
    isReal && !c.rescale ? null : c.rangeClass,
  );
  // The MA warm-up bars are not drawn: drop them, the renderer gets MA values via its own data.
  const hidden = Math.min(hiddenLeft + warmup, Math.max(0, series.bars.length - 20));
  const paletteName = c.palette;
  const hollow = paletteName === 'mono' && c.hollow === 'both' ? 'up' : c.hollow;
  const drawsWicksApart = plan.library === 'lightweight-charts' || plan.library === 'canvas-broker';
  const neutralWick = drawsWicksApart && rng.chance(0.15) ? (dark ? '#9598a1' : '#5d606b') : null;
  const colors =
    paletteName === 'echarts-default'
      ? libraryDefaultColors('#eb5454', '#47b262', hollow)
      : paletteName === 'plotly-default'
        ? libraryDefaultColors('#3d9970', '#ff4136', hollow)
        : candleColors(paletteName, dark, hollow, neutralWick);
  const maColors = rng
    .shuffle(LINE_COLORS.filter((col) => col !== colors.up && col !== colors.down))
    .slice(0, c.ma);
  const logScale = plan.logShare > 0 && series.rangeClass !== 'micro' && rng.chance(plan.logShare);
  const labelFormat =
    c.labels === 'kilo' && series.bars[0] && series.bars[0].close < 10000 ? 'comma' : c.labels;
  const quality = c.format === 'jpeg' ? rng.int(70, 85) : 100;
  const spec: RenderSpec = {
    id,
    library: plan.library,
    cssWidth: size.cssWidth,
    cssHeight: size.cssHeight,
    dpr: size.dpr,
    format: c.format,
    quality,
    frame,
    title: titleFor(c.source, series.rangeClass),
    theme: {
      ...themeBase,
      fontFamily: plan.library === 'canvas-broker' ? rng.pick(FONTS.slice(1)) : rng.pick(FONTS),
      fontSize: rng.int(11, 14),
    },
    colors,
    axisSide: c.axis,
    grid: c.grid,
    volume: c.volume,
    maPeriods: [9, 21, 50].slice(0, c.ma),
    maColors,
    lastPrice: c.lastPrice,
    watermark: c.watermark ? rng.pick(['CandleLens', 'BTCUSD, 1D', 'EURUSD 1H', 'DEMO']) : null,
    crosshair: c.crosshair,
    timeAxis: c.timeAxis,
    logScale,
    labelFormat,
    precision: series.precision,
    bars: series.bars,
    hiddenLeft: hidden,
    rightOffset: plan.library === 'lightweight-charts' && rng.chance(0.3) ? rng.int(2, 12) : 0,
    wickWidth: plan.library === 'canvas-broker' ? rng.pick([1, 2, 2, 3]) : 1,
    logo: rng.chance(0.5),
    crosshairAt: [rng.range(0.3, 0.8), rng.range(0.2, 0.7)],
    scrollFrac: rng.range(0.1, 0.45),
    lineWidth: rng.pick([1, 1, 2]),
  };
  const visibleCount = series.bars.length - hidden;
  const tags = [
    `lib:${lib}`,
    `theme:${c.theme}`,
    `palette:${paletteName}`,
    `candle:${hollow === 'none' ? 'filled' : `hollow-${hollow}`}`,
    `axis:${c.axis}`,
    `grid:${c.grid}`,
    `volume:${c.volume ? 'on' : 'off'}`,
    `ma:${c.ma}`,
    `lastprice:${c.lastPrice ? 'on' : 'off'}`,
    `watermark:${c.watermark ? 'on' : 'off'}`,
    `crosshair:${c.crosshair ? 'on' : 'off'}`,
    `timeaxis:${c.timeAxis ? 'on' : 'off'}`,
    `size:${size.name}`,
    `dpr:${size.dpr}`,
    `device:${size.phone ? 'phone' : 'desktop'}`,
    `frame:${frame.kind}`,
    `format:${c.format}`,
    `range:${series.rangeClass}`,
    `source:${isReal ? 'real' : 'synthetic'}`,
    `series:${c.source}`,
    `scale:${logScale ? 'log' : 'linear'}`,
    `labels:${labelFormat}`,
    `candles:${countBucket(visibleCount)}`,
    `scroll:${hidden > warmup ? 'on' : 'off'}`,
    `wick:${neutralWick ? 'neutral' : 'coloured'}`,
  ];
  return { spec, tags };
}

/** A library's default candle colours (ECharts: red rising, green falling; Plotly: green, red). */
