import { evidenceFor } from './evidence/evidence.ts';
import {
  assetClassOf,
  bucketOf,
  candleMinutes,
  groupKeys,
  groupLabel,
  timeframeMinutes,
} from './evidence/groups.ts';
import { forecastFrom } from './forecast.ts';
import { indicatorsSection } from './indicators.ts';
import { volatilityUnit } from './indicator-series.ts';
import { keyLevels } from './levels.ts';
import { roundTo } from './math.ts';
import { recentCandlesticks, recentChartPatterns } from './patterns.ts';
import { priceGaps, referenceLevels } from './reference-levels.ts';
import type { MeasuredTrend } from './reversal-signs.ts';
import { trendSection } from './trend.ts';
import type {
  AnalyzeOptions,
  EvidenceRef,
  Candle,
  ChartContext,
  Forecast,
  IndicatorsSection,
  KeyLevelsSection,
  Level,
  Pattern,
  Scenario,
  TrendLine,
} from './types.ts';

export interface Context {
  candles: readonly Candle[];
  relative: boolean;
  decimals: number;
  atr: number;
  intraday: boolean | null;
  groups: string[];
  chart: ChartContext;
  volumeSource: 'chart' | 'data';
}

function timeframeFromMinutes(m: number): string {
  if (m >= 10080 * 0.9) return m >= 40000 ? '1M' : '1W';
  if (m >= 1440 * 0.9) return '1D';
  if (m >= 60) return `${Math.round(m / 60)}h`;
  return `${Math.max(1, Math.round(m))}m`;
}

export function contextOf(
  candles: readonly Candle[],
  relative: boolean,
  decimals: number,
  options: AnalyzeOptions,
): Context {
  const stepMinutes = candleMinutes(candles);
  const shownMinutes = timeframeMinutes(options.timeframe);
  const minutes = shownMinutes ?? stepMinutes;
  const bucket = bucketOf(minutes);
  const groups = groupKeys(assetClassOf(options.symbol), bucket);
  const timed = candles.every((c) => typeof c.time === 'number');
  const hasVolume =
    candles.length > 0 &&
    candles.every((c) => typeof c.volume === 'number') &&
    candles.some((c) => (c.volume as number) > 0);
  return {
    candles,
    relative,
    decimals,
    atr: volatilityUnit(candles),
    intraday: bucket === null ? null : bucket === 'intraday',
    groups,
    volumeSource: options.volumeSource ?? 'data',
    chart: {
      symbol: options.symbol ?? null,
      timeframe:
        options.timeframe ?? (stepMinutes === null ? null : timeframeFromMinutes(stepMinutes)),
      timeframeSource: options.timeframe ? 'chart' : stepMinutes === null ? null : 'candle times',
      evidenceGroup: groupLabel(groups[0] as string),
      firstTime: timed ? (candles[0]?.time ?? null) : null,
      lastTime: timed ? (candles[candles.length - 1]?.time ?? null) : null,
      hasVolume,
    },
  };
}

function withLevelEvidence(l: Level, groups: readonly string[]): Level {
  return l.projected ? l : { ...l, evidence: evidenceFor(`level:${l.source}`, groups) };
}

/** Swing levels and the other reference levels, prices kept inside the chart's decimals. */
export function levelsOf(ctx: Context): Level[] {
  const swing = keyLevels(ctx.candles, ctx.atr);
  const other = ctx.relative ? [] : referenceLevels(ctx.candles, ctx.atr, ctx.intraday, swing);
  const r = (v: number | null, d: number) => (v === null ? null : roundTo(v, d));
  const lo = Math.min(...ctx.candles.map((c) => c.low));
  const hi = Math.max(...ctx.candles.map((c) => c.high));
  const f = 10 ** ctx.decimals;
  // Rounded to the chart's decimals without leaving the visible range (projections excepted).
  const inside = (l: Level) => {
    const v = roundTo(l.price, ctx.decimals);
    if (l.projected) return v;
    return v < lo ? Math.ceil(l.price * f) / f : v > hi ? Math.floor(l.price * f) / f : v;
  };
  return [...swing, ...other].map((l) =>
    withLevelEvidence(
      {
        ...l,
        price: inside(l),
        distancePercent: ctx.relative ? null : r(l.distancePercent, 2),
        distanceAtr: roundTo(l.distanceAtr, 2),
      },
      ctx.groups,
    ),
  );
}

/** The key-levels section as the engine makes it: plus whether a level's own record predicted its next visit. */
export interface MeasuredKeyLevels extends KeyLevelsSection {
  record: { often: EvidenceRef | null; seldom: EvidenceRef | null };
}

export function keyLevelsOf(ctx: Context): MeasuredKeyLevels {
  const c = ctx.candles;
  const last = c[c.length - 1] as Candle;
  const closes = c.map((k) => k.close);
  const r = (v: number) => roundTo(v, ctx.decimals);
  return {
    lastClose: last.close,
    atr: roundTo(ctx.atr, ctx.decimals + 1),
    atrPercent: ctx.relative || !(last.close > 0) ? null : roundTo((ctx.atr / last.close) * 100, 2),
    rangeLow: Math.min(...c.map((k) => k.low)),
    rangeHigh: Math.max(...c.map((k) => k.high)),
    atVisibleHigh: last.close >= Math.max(...closes),
    atVisibleLow: last.close <= Math.min(...closes),
    gaps: priceGaps(c, ctx.atr)
      .filter((g) => !g.filled)
      .slice(-3)
      .map((g) => ({ ...g, low: r(g.low), high: r(g.high) })),
    record: {
      often: evidenceFor('level-held:75up', ctx.groups),
      seldom: evidenceFor('level-held:under50', ctx.groups),
    },
  };
}

/**
 * The trend with its evidence: the measured rate of trends of its direction and strength (of its
 * direction alone where too few were measured), and of each reversal sign.
 */
export function trendOf(ctx: Context): { section: MeasuredTrend; lines: TrendLine[] } {
  const { section, lines, signs } = trendSection(
    ctx.candles,
    ctx.atr,
    ctx.relative,
    ctx.volumeSource,
  );
  const r = (v: number) => roundTo(v, ctx.decimals);
  const dir = section.direction;
  const evidence =
    dir === 'sideways'
      ? null
      : (evidenceFor(`trend:${dir}:${section.strength}`, ctx.groups) ??
        evidenceFor(`trend:${dir}`, ctx.groups));
  return {
    section: {
      ...section,
      evidence,
      signs: signs.map((s) => ({ ...s, evidence: evidenceFor(s.claim, ctx.groups) })),
      swings: section.swings.map((s) => ({ ...s, price: r(s.price) })),
    },
    lines: lines.map((l) => ({
      ...l,
      from: { ...l.from, price: r(l.from.price) },
      to: { ...l.to, price: r(l.to.price) },
    })),
  };
}

/** Claim a pattern stands for in the evidence file (null once it failed or reached its target). */
export function patternClaim(p: Pattern): string | null {
  if (p.bias === 'neutral' || p.status === 'failed' || p.status === 'target reached') return null;
  return `pattern:${p.name} (${p.bias}):${p.status}`;
}

/**
 * A pattern as the engine makes it: the contract's shape, its measured-move price as computed
 * (`measuredMove`, what the evidence measures), and how often such targets were reached. `target`
 * stays only where targets of its kind were reached more often than the same distance the other
 * way (a measured edge): no price target is shown without one.
 */
export interface MeasuredPattern extends Pattern {
  measuredMove?: number;
  targetEvidence: EvidenceRef | null;
}

/** Evidence of a live pattern's target: of its own name and state, else of every pattern of its kind. */
export function targetEvidenceOf(p: Pattern, groups: readonly string[]): EvidenceRef | null {
  const claim = patternClaim(p);
  if (!claim || p.target === undefined) return null;
  return (
    evidenceFor(`target:${claim.slice(8)}`, groups) ??
    evidenceFor(`target:${p.kind}:${p.status}`, groups)
  );
}

export function patternsOf(ctx: Context): MeasuredPattern[] {
  const all = [
    ...recentCandlesticks(ctx.candles, ctx.atr, ctx.decimals),
    ...recentChartPatterns(ctx.candles, ctx.atr, ctx.decimals),
  ];
  return all.map((p) => {
    const claim = patternClaim(p);
    const evidence = claim ? evidenceFor(claim, ctx.groups) : null;
    const targetEvidence = targetEvidenceOf(p, ctx.groups);
    const { target, ...rest } = p;
    const shown: MeasuredPattern = {
      ...rest,
      ...(target === undefined ? {} : { measuredMove: target }),
      ...(target !== undefined && targetEvidence?.edge ? { target } : {}),
      evidence,
      targetEvidence,
    };
    return evidence?.edge ? { ...shown, reliability: evidence.rate } : shown;
  });
}

export function indicatorsOf(ctx: Context): IndicatorsSection {
  const s = indicatorsSection(ctx.candles, ctx.decimals);
  return {
    ...s,
    readings: s.readings.map(({ claim, ...r }) => ({
      ...r,
      evidence: claim ? evidenceFor(claim, ctx.groups) : null,
    })),
  };
}

export function forecastOf(ctx: Context, horizon: number): Forecast | null {
  return forecastFrom(ctx.candles, horizon, ctx.decimals, ctx.groups, ctx.relative);
}

/**
 * "If price closes above X, the next level is Y" for both sides: the nearest level at least half
 * an ATR from the last close, and the next one at least half an ATR beyond it.
 */
export function scenariosOf(levels: readonly Level[], lastClose: number, atr: number): Scenario[] {
  const gap = 0.5 * atr;
  const above = levels.filter((l) => l.price >= lastClose + gap).sort((a, b) => a.price - b.price);
  const below = levels.filter((l) => l.price <= lastClose - gap).sort((a, b) => b.price - a.price);
  const out: Scenario[] = [];
  const up = above[0];
  if (up)
    out.push({
      bias: 'bullish',
      trigger: up.price,
      target: above.find((l) => l.price >= up.price + gap)?.price ?? null,
    });
  const down = below[0];
  if (down)
    out.push({
      bias: 'bearish',
      trigger: down.price,
      target: below.find((l) => l.price <= down.price - gap)?.price ?? null,
    });
  return out;
}
