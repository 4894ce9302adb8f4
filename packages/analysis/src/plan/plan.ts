import {
  MAX_PLAN_HORIZON,
  riskPlanFromBasis,
  type PlanBasis,
  type PlanContract,
  type RiskPlan,
} from '@candlelens/contracts';
import {
  assetClassOf,
  bucketOf,
  candleMinutes,
  groupKeys,
  groupLabel,
  timeframeMinutes,
} from '../evidence/groups.ts';
import { volatilityUnit } from '../indicator-series.ts';
import type { Candle } from '../types.ts';
import { noiseEdge } from './plan-noise.ts';
import { planEvidenceFor, planSpreads, PLAN_TABLE } from './plan-odds.ts';
import type { PlanInput } from './plan-types.ts';

/** Evidence groups of a chart from its symbol and timeframe as read (or its candle times). */
export function planGroups(
  candles: readonly Candle[],
  symbol?: string | null,
  timeframe?: string | null,
): string[] {
  const minutes = timeframeMinutes(timeframe) ?? candleMinutes(candles);
  return groupKeys(assetClassOf(symbol), bucketOf(minutes));
}

/** Standard FX lot (100,000 units of the base currency) where the symbol reads as a currency pair. */
export function contractOf(symbol: string | null | undefined): PlanContract | null {
  return assetClassOf(symbol) === 'fx' ? { name: 'lot', size: 100_000, step: 0.01 } : null;
}

/**
 * What a risk plan needs from this chart, read only from its candles: the last close, its
 * volatility unit, its levels, the range model's and the random walk's spreads for 1..20 bars,
 * the edge of the noise band and the measured table of its group of markets.
 */
export function planBasis(
  candles: readonly Candle[],
  levels: readonly { price: number }[],
  groups: readonly string[],
  contract: PlanContract | null = null,
): PlanBasis {
  const t = candles.length - 1;
  const last = candles[t];
  const table = planEvidenceFor(groups);
  const spreads = [];
  for (let h = 1; h <= MAX_PLAN_HORIZON; h++)
    spreads.push(t > 0 ? planSpreads(candles, t, h) : { model: 0, baseline: 0 });
  return {
    lastClose: last?.close ?? 0,
    atr: volatilityUnit(candles),
    levels: levels.map((l) => l.price),
    spreads,
    noiseEdge: {
      long: t > 0 ? noiseEdge(candles, t, groups, 'long') : null,
      short: t > 0 ? noiseEdge(candles, t, groups, 'short') : null,
    },
    noiseBars: PLAN_TABLE.noiseBars,
    group: table?.key ?? null,
    groupLabel: table ? groupLabel(table.key) : null,
    targetFirst: table?.e.targetFirst ?? null,
    stopWithin: table?.e.stopWithin ?? null,
    noise: table?.e.noise ?? null,
    defaultStop: table?.e.defaultStop ?? null,
    horizons: PLAN_TABLE.horizons,
    contract,
  };
}

/**
 * A risk plan for `side` on the chart: position size from the account's risk, reward and R of
 * each target, and the odds of the target before the stop and of the stop within the horizon,
 * each from the range model (where it beat the baseline, measured) and from a random walk with
 * the chart's recent volatility. Deterministic; throws `PlanError` on a plan that cannot be made.
 */
export function planFrom(input: PlanInput): RiskPlan {
  const basis = planBasis(
    input.candles,
    input.levels ?? [],
    input.groups ?? planGroups(input.candles),
    input.contract ?? null,
  );
  return riskPlanFromBasis(basis, input);
}
