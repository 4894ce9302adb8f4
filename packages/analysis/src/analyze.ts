import { DISCLAIMER } from './disclaimer.ts';
import { priceDecimals, priceText, type PriceFormat } from './format.ts';
import {
  contextOf,
  forecastOf,
  indicatorsOf,
  keyLevelsOf,
  levelsOf,
  patternsOf,
  scenariosOf,
  trendOf,
} from './sections.ts';
import { summaryOf } from './summary.ts';
import { indicatorsText } from './text-indicators.ts';
import { keyLevelsText } from './text-key-levels.ts';
import { patternsText } from './text-patterns.ts';
import { predictionText } from './text-prediction.ts';
import { trendText } from './text-trend.ts';
import { roundTo } from './math.ts';
import { clippedBadTicks } from './outliers.ts';
import type { AnalysisResult, AnalysisType, AnalyzeOptions, Candle } from './types.ts';

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

function emptyResult(
  type: AnalysisType,
  n: number,
  relative: boolean,
  decimals: number,
): AnalysisResult {
  return {
    type,
    text: '',
    summary: '',
    levels: [],
    trendLines: [],
    patterns: [],
    forecast: null,
    candleCount: n,
    lastIndex: n - 1,
    relative,
    decimals,
    keyLevels: null,
    trend: null,
    indicators: null,
    scenarios: [],
    cannotCompute: [],
    adjustments: [],
  };
}

function finish(result: AnalysisResult, body: string[], fmt: PriceFormat): AnalysisResult {
  const cannot = result.cannotCompute.length
    ? ['', '**Not computed:**', ...result.cannotCompute.map((c) => `- ${c}`)]
    : [];
  const data = result.adjustments.map(
    (a) =>
      `- Bar ${a.index} has a ${a.side === 'low' ? 'lower' : 'upper'} wick to ${priceText(a.original, fmt)}, far beyond the bars around it; it is treated as a bad tick and cut to ${priceText(a.adjusted, fmt)} for this analysis.`,
  );
  if (data.length) cannot.push('', '**Data:**', ...data);
  const text = [
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
  const n = clean.length;
  const decimals = priceDecimals(clean, relative);
  const fmt: PriceFormat = { decimals, relative };
  const result = emptyResult(type, n, relative, decimals);
  if (relative) {
    result.cannotCompute.push(
      'Prices are relative (no price axis was read): levels are given as % of the visible range (0 = bottom, 100 = top), with no currency figures, round-number levels or percentage volatility.',
    );
  }
  if (n < MIN_CANDLES) {
    const last = clean[n - 1];
    result.cannotCompute.unshift(
      `Only ${n} candles were read; at least ${MIN_CANDLES} are needed for levels, trend, patterns, indicators and a forecast, so none is given.`,
    );
    const lastLine = last
      ? `Last close ${priceText(last.close, fmt)} (bar ${n - 1}).`
      : 'No candles were read from the chart.';
    result.summary = `${lastLine} Too few candles for an analysis.`;
    return finish(result, [`## ${TITLES[type]}`, '', lastLine], fmt);
  }
  const clipped = clippedBadTicks(clean);
  result.adjustments = clipped.adjustments.map((a) => ({
    ...a,
    original: roundTo(a.original, decimals),
    adjusted: roundTo(a.adjusted, decimals),
  }));
  const ctx = contextOf(clipped.candles, relative, decimals);
  const body: string[] = [];
  const wants = (...types: AnalysisType[]) => types.includes(type);
  const levels = levelsOf(ctx);
  const trend = trendOf(ctx, levels);
  if (wants('key-levels', 'quick', 'general', 'trend', 'prediction')) result.levels = levels;
  if (wants('key-levels', 'quick', 'general')) {
    result.keyLevels = keyLevelsOf(ctx, levels, trend.section.direction);
    body.push(keyLevelsText(levels, result.keyLevels, n, fmt, type !== 'key-levels'));
  }
  if (wants('trend', 'quick', 'general')) {
    result.trend = trend.section;
    result.trendLines = trend.lines;
    body.push(trendText(trend.section, trend.lines, fmt, type === 'quick'));
  }
  if (wants('patterns', 'general')) {
    result.patterns = patternsOf(ctx);
    body.push(patternsText(result.patterns, fmt, type === 'general'));
  }
  if (wants('indicators', 'general')) {
    result.indicators = indicatorsOf(ctx);
    body.push(indicatorsText(result.indicators, n, fmt, type === 'general'));
  }
  if (wants('prediction', 'general')) {
    const horizon = options.horizon ?? 10;
    result.forecast = forecastOf(ctx, horizon);
    if (result.forecast) {
      result.scenarios = scenariosOf(result.forecast, levels);
      body.push(predictionText(result.forecast, result.scenarios, fmt, type === 'general'));
    } else {
      result.cannotCompute.push('Forecast: needs at least 31 candles with some price movement.');
    }
  }
  result.summary = summaryOf(result, fmt);
  return finish(result, body, fmt);
}
