import { MIN_ACCEPTED_CANDLES } from '@candlelens/chart-reader';
import { matchCandles } from './match.ts';
import { reasonKind } from './negative/reason-fit.ts';
import { axisPriceAt, type Reading } from './reader-adapter.ts';
import { median, quantile } from './stats.ts';
import type { ChartTruth, TruthCandle } from './truth.ts';
import { syntheticVerdict } from './verdict.ts';

/** Axis fit must agree with the truth within this share of the visible range at top and bottom. */
export const AXIS_TOLERANCE = 0.005;

export interface ImageScore {
  id: string;
  tags: string[];
  error: string | null;
  truthCandles: number;
  detected: number;
  matched: number;
  extra: number;
  countExact: boolean;
  /** |price error| as % of the visible range, four per matched candle (O, H, L, C). */
  pctErrors: number[];
  /** |y error| in physical pixels, four per matched candle when the reader gives y values. */
  pxErrors: number[];
  /** `pctErrors` without the opens and closes of candles whose body does not show in the image. */
  pctErrorsShown: number[];
  /** Matched candles whose body does not show (no wider than the wick). */
  hiddenBodies: number;
  /** Truth candles (partial ones left out) that do not show in the image at all. */
  hiddenCandles: number;
  /** How many of `hiddenCandles` the reader found anyway. */
  matchedHidden: number;
  relativePrices: boolean;
  axisRead: boolean;
  axisError: { top: number; bottom: number } | null;
  directionTotal: number;
  directionCorrect: number;
  /** The same over the candles whose direction shows in the pixels. */
  directionShownTotal: number;
  directionShownCorrect: number;
  readMs: number;
  decodeMs: number;
  /** Half a pixel as % of the plot height: the quantisation floor for this image. */
  pixelFloorPct: number;
  warnings: string[];
  /** The reader's verdict (null when it failed) and confidence. */
  accepted: boolean | null;
  /** Refused for showing fewer candles than the analysis needs, where the truth has fewer whole
   * candles than that: the refusal issue 29 asks for (item 7), not a false one. */
  fewShown?: boolean;
  confidence: number | null;
  /** The measurements the verdict was made from (null when the reader gives none). */
  evidence: Record<string, number> | null;
  /** Count within 5% and both ends of the visible range within 1% (the real set's rule). */
  acceptable: boolean;
  /** The close of the last candle read (by x) against the last whole truth candle's, in % of
   * the truth candles' range (null without prices or candles). */
  lastCloseErrPct: number | null;
  /** The instrument the chart shows (its legend, header or title; null where it shows none;
   * undefined where the truth does not say) and the one the reader named (null when none). */
  symbolTruth?: string | null;
  symbolRead: string | null;
  /** The chart's timeframe (undefined where the truth does not say; whether the picture shows
   * it is not recorded) and the one the reader gave (null when none). */
  timeframeTruth?: string;
  timeframeRead: string | null;
}

const FIELDS = ['open', 'high', 'low', 'close'] as const;
const Y_FIELDS = { open: 'yOpen', high: 'yHigh', low: 'yLow', close: 'yClose' } as const;

export function scoreImage(
  truth: ChartTruth,
  reading: Reading | { error: string },
  times: { readMs: number; decodeMs: number },
  /**
   * By truth candle: whether its body shows in the image, whether the candle shows at all, and
   * whether its direction shows in its style (everything shows when not given).
   */
  shown: {
    bodies?: readonly boolean[];
    candles?: readonly boolean[];
    directions?: readonly boolean[];
  } = {},
): ImageScore {
  const full = truth.candles.filter((c) => !c.partial);
  const plotHeight = truth.plot.bottom - truth.plot.top;
  const base: ImageScore = {
    id: truth.id,
    tags: truth.tags,
    error: null,
    truthCandles: full.length,
    detected: 0,
    matched: 0,
    extra: 0,
    countExact: false,
    pctErrors: [],
    pxErrors: [],
    pctErrorsShown: [],
    hiddenBodies: 0,
    hiddenCandles: truth.candles.filter((c, i) => !c.partial && shown.candles?.[i] === false)
      .length,
    matchedHidden: 0,
    relativePrices: true,
    axisRead: false,
    axisError: null,
    directionTotal: 0,
    directionCorrect: 0,
    directionShownTotal: 0,
    directionShownCorrect: 0,
    readMs: times.readMs,
    decodeMs: times.decodeMs,
    pixelFloorPct: (0.5 / plotHeight) * 100,
    warnings: [],
    accepted: null,
    confidence: null,
    evidence: null,
    acceptable: false,
    lastCloseErrPct: null,
    symbolTruth:
      'symbol' in truth ? ((truth as { symbol: string | null }).symbol ?? null) : undefined,
    symbolRead: 'error' in reading ? null : reading.symbol,
    ...('timeframe' in truth && typeof truth.timeframe === 'string'
      ? { timeframeTruth: truth.timeframe }
      : {}),
    timeframeRead: 'error' in reading ? null : reading.timeframe,
  };
  if ('error' in reading) return { ...base, error: reading.error };
  // (the reader gives each candle's x as its centre column's index: decision 210)
  const m = matchCandles(truth.candles, reading.candles, truth.candleSpacing / 2, {
    columns: true,
  });
  const range = Math.abs(truth.priceRange.top - truth.priceRange.bottom) || 1;
  const relTruth = (c: TruthCandle, f: (typeof FIELDS)[number]): number =>
    ((truth.plot.bottom - c[Y_FIELDS[f]]) / plotHeight) * 100;
  const pctErrors: number[] = [];
  const pxErrors: number[] = [];
  const pctErrorsShown: number[] = [];
  let hiddenBodies = 0;
  let matchedHidden = 0;
  let directionTotal = 0;
  let directionCorrect = 0;
  let directionShownTotal = 0;
  let directionShownCorrect = 0;
  for (const pair of m.pairs) {
    const t = truth.candles[pair.truth] as TruthCandle;
    const d = reading.candles[pair.detected];
    if (!d) continue;
    if (!t.partial && shown.candles?.[pair.truth] === false) matchedHidden++;
    const hidden = shown.bodies?.[pair.truth] === false;
    if (hidden) hiddenBodies++;
    for (const f of FIELDS) {
      const e = reading.relativePrices
        ? Math.abs(d[f] - relTruth(t, f))
        : (Math.abs(d[f] - t[f]) / range) * 100;
      pctErrors.push(e);
      if (!hidden || f === 'high' || f === 'low') pctErrorsShown.push(e);
      const y = d[Y_FIELDS[f]];
      if (y !== null) pxErrors.push(Math.abs(y - t[Y_FIELDS[f]]));
    }
    if (Math.abs(t.yClose - t.yOpen) > 1) {
      const right = Math.sign(d.close - d.open) === Math.sign(t.close - t.open);
      directionTotal++;
      if (right) directionCorrect++;
      if (shown.directions?.[pair.truth] !== false) {
        directionShownTotal++;
        if (right) directionShownCorrect++;
      }
    }
  }
  let axisError: ImageScore['axisError'] = null;
  if (reading.priceAxis) {
    axisError = {
      top: Math.abs(axisPriceAt(reading.priceAxis, truth.plot.top) - truth.priceRange.top) / range,
      bottom:
        Math.abs(axisPriceAt(reading.priceAxis, truth.plot.bottom) - truth.priceRange.bottom) /
        range,
    };
  }
  const detected = reading.candles.length + reading.invalidCandles;
  return {
    ...base,
    detected,
    matched: m.pairs.length,
    extra: m.extra.length + reading.invalidCandles,
    countExact: detected - m.partialMatches === full.length,
    pctErrors,
    pxErrors,
    pctErrorsShown,
    hiddenBodies,
    matchedHidden,
    relativePrices: reading.relativePrices,
    axisRead:
      axisError !== null &&
      Number.isFinite(axisError.top + axisError.bottom) &&
      axisError.top <= AXIS_TOLERANCE &&
      axisError.bottom <= AXIS_TOLERANCE,
    axisError,
    directionTotal,
    directionCorrect,
    directionShownTotal,
    directionShownCorrect,
    warnings: reading.warnings,
    accepted: reading.accepted,
    fewShown:
      reading.accepted === false &&
      reasonKind(reading.reason) === 'fewCandles' &&
      truth.candles.filter((c) => !c.partial).length < MIN_ACCEPTED_CANDLES,
    confidence: reading.confidence,
    evidence: reading.evidence,
    acceptable: syntheticVerdict(truth, reading).acceptable,
    lastCloseErrPct: lastCloseError(truth, reading),
  };
}

/**
 * The reading's last close against the truth's, as a share of the truth's range (%). The truth's
 * last candle is its last whole one, unless the reading's last candle stands on a candle the
 * plot's edge cuts after it: that candle is read, not required, and its close shows (the edge
 * cuts its width, not its height).
 */
export function lastCloseError(truth: ChartTruth, reading: Reading): number | null {
  const whole = truth.candles.filter((c) => !c.partial);
  if (reading.relativePrices || reading.candles.length === 0 || whole.length === 0) return null;
  const byX = <T extends { x: number }>(a: readonly T[]): T =>
    a.reduce((m, c) => (c.x > m.x ? c : m));
  const lo = Math.min(...whole.map((c) => c.low));
  const hi = Math.max(...whole.map((c) => c.high));
  const read = byX(reading.candles);
  const lastWhole = byX(whole);
  const nearest = truth.candles.reduce((m, c) =>
    Math.abs(c.x - read.x) < Math.abs(m.x - read.x) ? c : m,
  );
  const last = nearest.partial && nearest.x > lastWhole.x ? nearest : lastWhole;
  return (Math.abs(read.close - last.close) / (hi - lo || 1)) * 100;
}

export interface Summary {
  images: number;
  failed: number;
  recall: number;
  /** Recall over the candles that show in the image (those under lines and the like left out). */
  recallShown: number;
  /** Share of truth candles that do not show in the image at all. */
  hiddenCandleRate: number;
  precision: number;
  exactCountRate: number;
  errPct: { median: number; p95: number };
  /** The same over images whose axis was read (separates axis misfits from candle errors). */
  errPctAxisRead: { median: number; p95: number };
  errPx: { median: number; p95: number };
  /** The same where the value shows in the image: opens and closes of hidden bodies left out. */
  errPctShown: { median: number; p95: number };
  /** Share of matched candles whose body does not show. */
  hiddenBodyRate: number;
  axisReadRate: number;
  directionAccuracy: number;
  /** Direction accuracy over the candles whose direction shows in the pixels. */
  directionShownAccuracy: number;
  readMs: { median: number; p95: number };
  decodeMs: { median: number };
  /** Median over images of reading time / decode time of the same image. */
  timeVsDecode: number;
  pixelFloorPct: number;
}

export function summarise(scores: readonly ImageScore[]): Summary {
  const sum = (f: (s: ImageScore) => number): number => scores.reduce((a, s) => a + f(s), 0);
  const matched = sum((s) => s.matched);
  const pct = scores.flatMap((s) => s.pctErrors);
  const px = scores.flatMap((s) => s.pxErrors);
  const pctAxisRead = scores.filter((s) => s.axisRead).flatMap((s) => s.pctErrors);
  const pctShown = scores.flatMap((s) => s.pctErrorsShown);
  const read = scores.map((s) => s.readMs);
  const dirTotal = sum((s) => s.directionTotal);
  return {
    images: scores.length,
    failed: scores.filter((s) => s.error !== null).length,
    recall: matched / (sum((s) => s.truthCandles) || 1),
    recallShown:
      (matched - sum((s) => s.matchedHidden)) / (sum((s) => s.truthCandles - s.hiddenCandles) || 1),
    hiddenCandleRate: sum((s) => s.hiddenCandles) / (sum((s) => s.truthCandles) || 1),
    precision: matched / (matched + sum((s) => s.extra) || 1),
    exactCountRate: scores.filter((s) => s.countExact).length / (scores.length || 1),
    errPct: { median: median(pct), p95: quantile(pct, 0.95) },
    errPctAxisRead: { median: median(pctAxisRead), p95: quantile(pctAxisRead, 0.95) },
    errPx: { median: median(px), p95: quantile(px, 0.95) },
    errPctShown: { median: median(pctShown), p95: quantile(pctShown, 0.95) },
    hiddenBodyRate: sum((s) => s.hiddenBodies) / (matched || 1),
    axisReadRate: scores.filter((s) => s.axisRead).length / (scores.length || 1),
    directionAccuracy: sum((s) => s.directionCorrect) / (dirTotal || 1),
    directionShownAccuracy:
      sum((s) => s.directionShownCorrect) / (sum((s) => s.directionShownTotal) || 1),
    readMs: { median: median(read), p95: quantile(read, 0.95) },
    decodeMs: { median: median(scores.map((s) => s.decodeMs)) },
    timeVsDecode: median(scores.map((s) => s.readMs / Math.max(s.decodeMs, 1e-3))),
    pixelFloorPct: median(scores.map((s) => s.pixelFloorPct)),
  };
}

/** Summaries per tag, keyed by tag, sorted by tag. */
export function summariseByTag(scores: readonly ImageScore[]): Record<string, Summary> {
  const byTag = new Map<string, ImageScore[]>();
  for (const s of scores) for (const t of s.tags) byTag.set(t, [...(byTag.get(t) ?? []), s]);
  return Object.fromEntries(
    [...byTag.keys()].sort().map((t) => [t, summarise(byTag.get(t) as ImageScore[])]),
  );
}
