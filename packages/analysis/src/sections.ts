import { forecastFrom } from './forecast.ts';
import { volatilityUnit } from './indicator-series.ts';
import { keyLevels, recentBreakouts, roundNumberLevels } from './levels.ts';
import { roundTo } from './math.ts';
import { indicatorsSection } from './indicators.ts';
import { recentCandlesticks, recentChartPatterns } from './patterns.ts';
import { tradePlan } from './trade-plan.ts';
import { trendSection } from './trend.ts';
import type {
  Candle,
  Forecast,
  IndicatorsSection,
  KeyLevelsSection,
  Level,
  Pattern,
  Scenario,
  TrendLine,
  TrendSection,
} from './types.ts';

export interface Context {
  candles: readonly Candle[];
  relative: boolean;
  decimals: number;
  atr: number;
}

export function contextOf(
  candles: readonly Candle[],
  relative: boolean,
  decimals: number,
): Context {
  return { candles, relative, decimals, atr: volatilityUnit(candles) };
}

export function levelsOf(ctx: Context): Level[] {
  const lo = Math.min(...ctx.candles.map((c) => c.low));
  const hi = Math.max(...ctx.candles.map((c) => c.high));
  const f = 10 ** ctx.decimals;
  const inside = (v: number) => {
    const r = roundTo(v, ctx.decimals);
    return r < lo ? Math.ceil(v * f) / f : r > hi ? Math.floor(v * f) / f : r;
  };
  return keyLevels(ctx.candles, ctx.atr).map((l) => ({ ...l, price: inside(l.price) }));
}

export function trendOf(
  ctx: Context,
  levels: readonly Level[],
): { section: TrendSection; lines: TrendLine[] } {
  const { section, lines } = trendSection(ctx.candles, ctx.atr, levels, ctx.relative);
  const r = (v: number) => roundTo(v, ctx.decimals);
  return {
    section: { ...section, swings: section.swings.map((s) => ({ ...s, price: r(s.price) })) },
    lines: lines.map((l) => ({
      ...l,
      from: { ...l.from, price: r(l.from.price) },
      to: { ...l.to, price: r(l.to.price) },
    })),
  };
}

export function keyLevelsOf(
  ctx: Context,
  levels: readonly Level[],
  direction: TrendSection['direction'],
): KeyLevelsSection {
  const c = ctx.candles;
  const last = c[c.length - 1] as Candle;
  const r = (v: number) => roundTo(v, ctx.decimals);
  return {
    lastClose: last.close,
    atr: roundTo(ctx.atr, ctx.decimals + 1),
    rangeLow: Math.min(...c.map((k) => k.low)),
    rangeHigh: Math.max(...c.map((k) => k.high)),
    roundNumbers: ctx.relative ? [] : roundNumberLevels(c),
    breakouts: recentBreakouts(c, levels, ctx.atr).map((b) => ({
      ...b,
      levelPrice: r(b.levelPrice),
    })),
    plan: tradePlan(c, levels, ctx.atr, direction, ctx.decimals),
  };
}

export function patternsOf(ctx: Context): Pattern[] {
  return [
    ...recentCandlesticks(ctx.candles, ctx.atr, ctx.decimals),
    ...recentChartPatterns(ctx.candles, ctx.atr, ctx.decimals),
  ];
}

export function indicatorsOf(ctx: Context): IndicatorsSection {
  return indicatorsSection(ctx.candles, ctx.decimals);
}

export function forecastOf(ctx: Context, horizon: number): Forecast | null {
  return forecastFrom(ctx.candles, horizon, ctx.decimals);
}

/** Bullish and bearish scenarios: measured probabilities, confirmed by the nearest levels. */
export function scenariosOf(forecast: Forecast, levels: readonly Level[]): Scenario[] {
  const end = forecast.path[forecast.path.length - 1];
  if (!end) return [];
  const res = levels.filter((l) => l.kind === 'resistance').sort((a, b) => a.price - b.price);
  const sup = levels.filter((l) => l.kind === 'support').sort((a, b) => b.price - a.price);
  const up = forecast.probabilityUp;
  const above = res[0]?.price ?? end.p50[1];
  const below = sup[0]?.price ?? end.p50[0];
  const upTarget =
    [res[1]?.price, end.p80[1], end.p95[1]].find(
      (v): v is number => v !== undefined && v > above,
    ) ?? null;
  const downTarget =
    [sup[1]?.price, end.p80[0], end.p95[0]].find(
      (v): v is number => v !== undefined && v < below,
    ) ?? null;
  return [
    { bias: 'bullish', probability: up, confirmAbove: above, target: upTarget },
    { bias: 'bearish', probability: roundTo(1 - up, 2), confirmBelow: below, target: downTarget },
  ];
}
