// The risk plan of an analysed chart: the engine's plan on the candles the analysis read, with the
// chart's levels, its group of markets (symbol and timeframe as read) and its lot size.
import {
  contractOf,
  planFrom,
  PlanError,
  planGroups,
  type AnalysisResult,
  type Candle,
  type Plan,
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

/** The plan on `candles` (the series the analysis was made from) and the analysis' levels. */
export function planOfAnalysis(
  candles: readonly Candle[],
  result: Pick<AnalysisResult, 'levels' | 'context' | 'relative'>,
  request: PlanRequest,
): Plan {
  if (result.relative)
    throw new PlanError(
      'entry',
      'No price axis was read on this chart: a risk plan needs real prices.',
    );
  const { symbol, timeframe } = result.context;
  return planFrom({
    candles,
    levels: result.levels.filter((l) => !l.projected),
    side: request.side,
    entry: request.entry ?? null,
    stop: request.stop ?? null,
    targets: request.targets ?? null,
    account: request.account,
    risk: request.risk,
    ...(request.horizon ? { horizon: request.horizon } : {}),
    groups: planGroups(candles, symbol, timeframe),
    contract: request.contractSize
      ? { name: 'contract', size: request.contractSize, step: 1 }
      : contractOf(symbol),
  });
}

/** "1%" -> a percent of the account; "250" -> an amount. */
export function riskOf(text: string): PlanRisk | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text);
  if (!m) return null;
  const v = Number(m[1]);
  return m[2] ? { percent: v } : { amount: v };
}
