import {
  planRiskOf,
  planText,
  type PlanBasisResponse,
  type PlanRequestBody,
  type RiskSettings,
  type StoredPlan,
  type StoredReading,
  type StoredResult,
} from '@candlelens/contracts';
import { cleanCandles, PlanError } from '@candlelens/analysis';
import { candlesOfReading, planBasisOfAnalysis, planOfAnalysis } from '@candlelens/pipeline';
import type { Db } from '../db/client.ts';
import { UserFacingError } from '../errors.ts';
import { findOwned, setPlanOwned } from '../repositories/analyses.repository.ts';
import {
  findRiskSettings,
  saveRiskSettings,
  type RiskSettingsRow,
} from '../repositories/risk-settings.repository.ts';

function settingsOf(row: RiskSettingsRow): RiskSettings {
  return {
    account: row.account,
    risk: row.riskPercent !== null ? { percent: row.riskPercent } : { amount: row.riskAmount ?? 0 },
    currency: row.currency,
  };
}

/** The trader's risk plan on one of their analyses, and their account size and risk per trade. */
export class RiskPlanService {
  constructor(private readonly deps: { db: Db }) {}

  /** Computes the plan on the analysis' own candles and levels, stores it, keeps the settings. */
  async setPlan(
    userId: string,
    id: string,
    body: PlanRequestBody,
  ): Promise<{ plan: StoredPlan; settings: RiskSettings }> {
    const { db } = this.deps;
    const row = await findOwned(db, userId, id);
    if (!row) throw new UserFacingError(404, 'Analysis not found');
    const reading = row.reading as StoredReading;
    const result = row.result as StoredResult;
    let plan;
    try {
      plan = planOfAnalysis(
        cleanCandles(candlesOfReading(reading)),
        {
          levels: result.levels,
          symbol: reading.symbol ?? null,
          timeframe: reading.timeframe ?? null,
          relative: reading.relativePrices,
        },
        { ...body, risk: planRiskOf(body) },
      );
    } catch (err) {
      if (err instanceof PlanError) throw new UserFacingError(400, err.message);
      throw err;
    }
    const format = { decimals: reading.priceAxis?.decimals ?? result.decimals ?? 2 };
    const stored: StoredPlan = {
      request: body,
      plan,
      text: planText(plan, format, { account: true }),
      publicText: planText(plan, format, { account: false }),
      updatedAt: new Date().toISOString(),
    };
    const before = await findRiskSettings(db, userId);
    await setPlanOwned(db, userId, id, stored);
    const settings = await saveRiskSettings(db, {
      userId,
      account: body.account,
      riskPercent: body.risk.percent ?? null,
      riskAmount: body.risk.percent === undefined ? (body.risk.amount ?? null) : null,
      currency: body.currency ?? before?.currency ?? 'USD',
    });
    return { plan: stored, settings: settingsOf(settings) };
  }

  /** The chart's basis for the page to redo the plan on at once, and the trader's settings. */
  async basis(userId: string, id: string): Promise<PlanBasisResponse> {
    const row = await findOwned(this.deps.db, userId, id);
    if (!row) throw new UserFacingError(404, 'Analysis not found');
    const reading = row.reading as StoredReading;
    const result = row.result as StoredResult;
    const basis = planBasisOfAnalysis(cleanCandles(candlesOfReading(reading)), {
      levels: result.levels,
      symbol: reading.symbol ?? null,
      timeframe: reading.timeframe ?? null,
      relative: reading.relativePrices,
    });
    return { basis, settings: await this.settings(userId) };
  }

  async settings(userId: string): Promise<RiskSettings | null> {
    const row = await findRiskSettings(this.deps.db, userId);
    return row ? settingsOf(row) : null;
  }
}
