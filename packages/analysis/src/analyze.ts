import { ANALYSIS_TYPES } from '@candlelens/contracts';
import { DISCLAIMER } from './disclaimer.ts';
import { evidenceFor } from './evidence/evidence.ts';
import { priceDecimals, priceText, type PriceFormat } from './format.ts';
import { indicatorLines } from './indicators.ts';
import { roundTo } from './math.ts';
import { clippedBadTicks } from './outliers.ts';
import { readingCheckText, readingProblems, type SectionName } from './reading-quality.ts';
import {
  contextOf,
  forecastOf,
  indicatorsOf,
  keyLevelsOf,
  levelsOf,
  patternsOf,
  scenariosOf,
  trendOf,
  type Context,
} from './sections.ts';
import { summaryOf } from './summary.ts';
import { indicatorsText } from './text-indicators.ts';
import { keyLevelsText } from './text-levels.ts';
import { patternsText } from './text-patterns.ts';
import { predictionText } from './text-prediction.ts';
import { typicalMoveLine, typicalMoveName } from './text-terms.ts';
import { trendText } from './text-trend.ts';
import { headerText, verdictText } from './text-verdict.ts';
import type { AnalysisResult, AnalysisType, AnalyzeOptions, Candle, TypicalMove } from './types.ts';
import { verdictOf } from './verdict.ts';
import { barClock } from './when.ts';

/** Fewest candles for levels, trend, patterns and indicators. */
export const MIN_CANDLES = 20;

const TITLES: Record<AnalysisType, string> = {
  'key-levels': 'Key Levels',
  trend: 'Trend',
  patterns: 'Patterns',
  indicators: 'Indicators',
  prediction: 'Price Prediction',
  quick: 'Key Levels',
  general: 'Key Levels',
};

/** Keeps finite, positive-range candles and repairs high/low so they bound open and close. */
export function cleanCandles(candles: readonly Candle[]): Candle[] {
  const out: Candle[] = [];
  for (const c of candles) {
    if (![c.open, c.high, c.low, c.close].every(Number.isFinite)) continue;
    const high = Math.max(c.high, c.open, c.close, c.low);
    const low = Math.min(c.low, c.open, c.close, c.high);
    out.push({ ...c, high, low });
  }
  return out;
}

function emptyResult(type: AnalysisType, ctx: Context): AnalysisResult {
  const n = ctx.candles.length;
  return {
    type,
    text: '',
    summary: '',
    levels: [],
    trendLines: [],
    patterns: [],
    forecast: null,
    verdict: null,
    candleCount: n,
    lastIndex: n - 1,
    relative: ctx.relative,
    decimals: ctx.decimals,
    context: ctx.chart,
    keyLevels: null,
    trend: null,
    indicators: null,
    scenarios: [],
    cannotCompute: [],
    adjustments: [],
  };
}

/** `shown`: the timeframe the chart shows where its candle times overrode it, else null. */
function finish(
  result: AnalysisResult,
  body: string[],
  fmt: PriceFormat,
  ctx: Context,
  shown: string | null,
): AnalysisResult {
  const clock = barClock(ctx.candles, ctx.intraday === true);
  const cannot = result.cannotCompute.length
    ? ['', '**Not computed:**', ...result.cannotCompute.map((c) => `- ${c}`)]
    : [];
  const data = result.adjustments.map(
    (a) =>
      `- The candle ${clock.on(a.index)} has a ${a.side === 'low' ? 'lower' : 'upper'} wick to ${priceText(a.original, fmt)}, far beyond the bars around it; it is treated as a bad tick and cut to ${priceText(a.adjusted, fmt)} for this analysis.`,
  );
  if (data.length) cannot.push('', '**Data:**', ...data);
  const header = headerText(
    ctx.chart,
    result.candleCount,
    ctx.intraday === true,
    ctx.candles,
    shown,
  );
  // the one volatility measure, explained once, before any distance counted in it
  const tm = (result as AnalysisResult & { typicalMove?: TypicalMove | null }).typicalMove;
  const typical = tm ? [typicalMoveLine(tm, fmt), ''] : [];
  const text = [
    header,
    '',
    ...typical,
    ...body.flatMap((b, i) => (i === 0 ? [b] : ['', b])),
    ...cannot,
    '',
    '---',
    '',
    `_${DISCLAIMER}_`,
    '',
  ].join('\n');
  return { ...result, text };
}

/**
 * Analyses candles (oldest first) for one analysis type. Pure and deterministic: the same
 * candles and options always give the same result, byte for byte.
 */
export function analyze(
  candles: Candle[],
  type: AnalysisType,
  options: AnalyzeOptions = {},
): AnalysisResult {
  const clean = cleanCandles(candles);
  const relative = options.relative === true;
  const decimals = relative ? 1 : (options.priceDecimals ?? priceDecimals(clean, relative));
  const fmt: PriceFormat = { decimals, relative };
  const n = clean.length;
  const clipped = n >= MIN_CANDLES ? clippedBadTicks(clean) : { candles: clean, adjustments: [] };
  // a reading that contradicts itself: the sections resting on what was misread are withheld,
  // and a timeframe the candle times contradict is not used to pick the measurements
  const problems = readingProblems(clean, options);
  const timesWin = problems.some((p) => p.kind === 'timeframe');
  const shown = timesWin ? (options.timeframe ?? null) : null;
  const ctx = contextOf(
    clipped.candles,
    relative,
    decimals,
    timesWin ? { ...options, timeframe: null } : options,
  );
  const result = emptyResult(type, ctx);
  if (relative)
    result.cannotCompute.push(
      'Prices are relative (no price axis was read): levels are given as % of the visible range (0 = bottom, 100 = top), with no currency figures, round-number levels or moves in percent.',
    );
  if (n < MIN_CANDLES) {
    const last = clean[n - 1];
    result.cannotCompute.unshift(
      `Only ${n} candles were read; at least ${MIN_CANDLES} are needed for levels, trend, patterns, indicators and a forecast, so none is given.`,
    );
    const lastLine = last
      ? `Last close ${priceText(last.close, fmt)}.`
      : 'No candles were read from the chart.';
    result.summary = `${lastLine} Too few candles for an analysis.`;
    return finish(result, [`## ${TITLES[type]}`, '', lastLine], fmt, ctx, shown);
  }
  result.adjustments = clipped.adjustments.map((a) => ({
    ...a,
    original: roundTo(a.original, decimals),
    adjusted: roundTo(a.adjusted, decimals),
  }));
  const clock = barClock(ctx.candles, ctx.intraday === true);
  const last = ctx.candles[n - 1] as Candle;
  const typicalMove: TypicalMove | null =
    ctx.atr > 0
      ? {
          name: typicalMoveName(ctx.chart.timeframe),
          value: roundTo(ctx.atr, decimals + 1),
          percent: relative || !(last.close > 0) ? null : roundTo((ctx.atr / last.close) * 100, 2),
        }
      : null;
  Object.assign(result, { typicalMove });
  const wants = (...types: AnalysisType[]) => types.includes(type);
  const brief = wants('quick', 'general');
  const blocked = new Set(problems.flatMap((p) => p.withheld));
  const shows = (s: SectionName) => !blocked.has(s);
  const body: string[] = [];
  if (problems.length) {
    const named: Record<SectionName, AnalysisType[]> = {
      levels: ['key-levels', 'quick', 'general', 'prediction'],
      trend: ['trend', 'quick', 'general'],
      patterns: ['patterns', 'general'],
      indicators: ['indicators', 'general'],
      prediction: ['prediction', 'general'],
      verdict: ANALYSIS_TYPES.slice(),
    };
    const withheld = [...blocked].filter((s) => named[s].includes(type));
    Object.assign(result, { readingProblems: problems });
    body.push(readingCheckText(problems, withheld));
  }
  const levels = levelsOf(ctx);
  const trend = trendOf(ctx);
  const patterns = patternsOf(ctx);
  const indicators = indicatorsOf(ctx);
  const lastClose = (ctx.candles[n - 1] as Candle).close;
  const scenarios = scenariosOf(levels, lastClose, ctx.atr);
  const verdict = shows('verdict')
    ? verdictOf(trend.section, patterns, indicators, clock, (bias) =>
        evidenceFor(`verdict:${bias}`, ctx.groups),
      )
    : null;
  result.verdict = verdict;
  if (brief && verdict) body.push(verdictText(verdict));
  if (wants('key-levels', 'quick', 'general', 'prediction') && shows('levels')) {
    result.levels = levels;
    result.scenarios = scenarios;
  }
  if (wants('key-levels', 'quick', 'general') && shows('levels')) {
    result.keyLevels = keyLevelsOf(ctx);
    body.push(keyLevelsText(levels, result.keyLevels, scenarios, fmt, clock, n - 1, brief));
  }
  // The verdict rests on the trend, so every type carries it.
  if (shows('trend')) result.trend = trend.section;
  if (wants('trend', 'quick', 'general') && shows('trend')) {
    result.trendLines = trend.lines;
    body.push(trendText(trend.section, trend.lines, fmt, clock, ctx.chart, n - 1, brief));
  }
  if (wants('patterns', 'general') && shows('patterns')) {
    result.patterns = patterns;
    body.push(patternsText(patterns, fmt, clock, brief));
  }
  if (wants('indicators', 'general') && shows('indicators')) {
    result.indicators = indicators;
    result.indicatorLines = indicatorLines(ctx.candles, decimals);
    body.push(indicatorsText(indicators, n, fmt, brief));
  }
  if (wants('prediction', 'general') && shows('prediction')) {
    result.forecast = forecastOf(ctx, options.horizon ?? 10);
    if (result.forecast)
      body.push(predictionText(result.forecast, shows('levels') ? scenarios : [], fmt, brief));
    else
      result.cannotCompute.push(
        n <= 30
          ? 'Forecast: needs at least 31 candles.'
          : 'Forecast: the closes do not move, or no measured ranges exist for this kind of chart.',
      );
  }
  if (!brief && verdict) body.push(verdictText(verdict));
  if (body.length === 0)
    body.push(`## ${TITLES[type]}`, '', 'Withheld until the reading is checked.');
  result.summary = problems.length
    ? `Check the reading: ${problems.map((p) => p.short).join('; ')}.`
    : summaryOf(result, fmt);
  return finish(result, body, fmt, ctx, shown);
}
