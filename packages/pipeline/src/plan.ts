// The risk plan of an analysed chart: the engine's plan on the candles the analysis read, with the
// chart's levels, its group of markets (symbol and timeframe as read) and its lot size.
import {
  contractOf,
  planBasis,
  planFrom,
  PlanError,
  planGroups,
  type Candle,
  type PlanBasis,
  type RiskPlan,
  type PlanRisk,
  type PlanSide,
} from '@candlelens/analysis';

export interface PlanRequest {
  side: PlanSide;
  entry?: number | null;
  stop?: number | null;
  targets?: number[] | null;
  account: number;
  risk: PlanRisk;
  horizon?: number;
  /** Units per futures contract, where the trader states it. */
  contractSize?: number | null;
}

/** What the plan needs of an analysed chart besides its candles. */
export interface PlannedChart {
  levels: readonly { price: number; projected?: boolean }[];
  symbol?: string | null;
  timeframe?: string | null;
  relative: boolean;
}

/** The plan on `candles` (the series the analysis was made from) and the analysis' levels. */
export function planOfAnalysis(
  candles: readonly Candle[],
  chart: PlannedChart,
  request: PlanRequest,
): RiskPlan {
  if (chart.relative)
    throw new PlanError(
      'entry',
      'No price axis was read on this chart: a risk plan needs real prices.',
    );
  return planFrom({
    candles,
    levels: chart.levels.filter((l) => !l.projected),
    side: request.side,
    entry: request.entry ?? null,
    stop: request.stop ?? null,
    targets: request.targets ?? null,
    account: request.account,
    risk: request.risk,
    ...(request.horizon ? { horizon: request.horizon } : {}),
    groups: planGroups(candles, chart.symbol, chart.timeframe),
    contract: request.contractSize
      ? { name: 'contract', size: request.contractSize, step: 1 }
      : contractOf(chart.symbol),
  });
}

/** What the page needs to redo the plan at once as the trader drags it (no plan yet). */
export function planBasisOfAnalysis(
  candles: readonly Candle[],
  chart: PlannedChart,
  contractSize?: number | null,
): PlanBasis | null {
  if (chart.relative || candles.length < 2) return null;
  return planBasis(
    candles,
    chart.levels.filter((l) => !l.projected),
    planGroups(candles, chart.symbol, chart.timeframe),
    contractSize ? { name: 'contract', size: contractSize, step: 1 } : contractOf(chart.symbol),
  );
}

/** "1%" -> a percent of the account; "250" -> an amount. */
export function riskOf(text: string): PlanRisk | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text);
  if (!m) return null;
  const v = Number(m[1]);
  return m[2] ? { percent: v } : { amount: v };
}
