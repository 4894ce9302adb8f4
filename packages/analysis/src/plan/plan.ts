import {
  assetClassOf,
  bucketOf,
  candleMinutes,
  groupKeys,
  timeframeMinutes,
} from '../evidence/groups.ts';
import { MAX_HORIZON } from '../forecast.ts';
import { volatilityUnit } from '../indicator-series.ts';
import type { Candle } from '../types.ts';
import { defaultStop, defaultTargets, direction } from './plan-defaults.ts';
import { noiseEdge } from './plan-noise.ts';
import { oddsOf, planEvidenceFor, planSpreads, PLAN_TABLE, rawOdds } from './plan-odds.ts';
import {
  PlanError,
  type Plan,
  type PlanContract,
  type PlanInput,
  type PlanNoise,
  type PlanSide,
} from './plan-types.ts';

export const DEFAULT_PLAN_HORIZON = 20;

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

function positive(v: number | null | undefined): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0;
}

const sideWord = (side: PlanSide) => (side === 'long' ? 'a long' : 'a short');

function checkInputs(input: PlanInput): void {
  if (input.side !== 'long' && input.side !== 'short')
    throw new PlanError('side', 'Choose long or short.');
  if (!positive(input.account)) throw new PlanError('account', 'Account size must be above zero.');
  const r = input.risk;
  if ('percent' in r) {
    if (!(Number.isFinite(r.percent) && r.percent > 0 && r.percent <= 100))
      throw new PlanError(
        'risk',
        'Risk per trade must be above 0% and at most 100% of the account.',
      );
  } else if (!(Number.isFinite(r.amount) && r.amount > 0 && r.amount <= input.account)) {
    throw new PlanError(
      'risk',
      'Risk per trade must be above zero and at most the account size (100%).',
    );
  }
  const h = input.horizon ?? DEFAULT_PLAN_HORIZON;
  if (!(Number.isInteger(h) && h >= 1 && h <= MAX_HORIZON))
    throw new PlanError('horizon', `Bars ahead must be a whole number from 1 to ${MAX_HORIZON}.`);
}

/** A stop inside the range price covers half the time over the next few bars, and how often such stops were hit. */
function noiseOf(
  candles: readonly Candle[],
  groups: readonly string[],
  side: PlanSide,
  entry: number,
  stop: number,
  horizon: number,
): PlanNoise | null {
  const edge = noiseEdge(candles, candles.length - 1, groups, side);
  const table = planEvidenceFor(groups);
  if (edge === null || !table) return null;
  const move = Math.log(stop / entry);
  if (side === 'long' ? move <= edge : move >= edge) return null;
  const nearest = [...PLAN_TABLE.horizons].sort(
    (a, b) => Math.abs(a - horizon) - Math.abs(b - horizon),
  )[0];
  const rate = table.e.noise[String(nearest)];
  return rate ? { bars: PLAN_TABLE.noiseBars, ...rate } : null;
}

/**
 * A risk plan for `side` on the chart: position size from the account's risk, reward and R of
 * each target, and the odds of the target before the stop and of the stop within the horizon,
 * each from the range model (where it beat the baseline, measured) and from a random walk with
 * the chart's recent volatility. Deterministic; throws `PlanError` on a plan that cannot be made.
 */
export function planFrom(input: PlanInput): Plan {
  checkInputs(input);
  const { candles, side } = input;
  const t = candles.length - 1;
  const last = candles[t];
  if (!last) throw new PlanError('entry', 'The chart has no candles to plan on.');
  const d = direction(side);
  const levels = input.levels ?? [];
  const atr = volatilityUnit(candles);
  const entry = input.entry ?? last.close;
  if (!positive(entry)) throw new PlanError('entry', 'The entry must be a price above zero.');
  const auto = input.stop == null ? defaultStop(side, entry, levels, atr) : null;
  const stop = input.stop ?? (auto as { stop: number }).stop;
  if (!positive(stop)) throw new PlanError('stop', 'The stop must be a price above zero.');
  if ((entry - stop) * d <= 0)
    throw new PlanError(
      'stop',
      `For ${sideWord(side)} the stop must be ${side === 'long' ? 'below' : 'above'} the entry.`,
    );
  const given = input.targets?.length ? [...input.targets] : null;
  const auto2 = given ? null : defaultTargets(side, entry, stop, levels);
  const targets = given ?? (auto2 as { targets: number[] }).targets;
  for (const p of targets) {
    if (!positive(p) || (p - entry) * d <= 0)
      throw new PlanError(
        'targets',
        `For ${sideWord(side)} every target must be ${side === 'long' ? 'above' : 'below'} the entry.`,
      );
  }
  const perUnit = Math.abs(entry - stop);
  const budget =
    'percent' in input.risk ? (input.account * input.risk.percent) / 100 : input.risk.amount;
  let units = budget / perUnit;
  let contracts: Plan['contracts'] = null;
  const c = input.contract;
  if (c) {
    const count = Math.floor(units / c.size / c.step + 1e-9) * c.step;
    if (!(count > 0))
      throw new PlanError(
        'size',
        `The position comes to ${(units / c.size).toPrecision(2)} ${c.name}s, below the smallest ${c.name} (${c.step}): risk more or move the stop closer.`,
      );
    contracts = { name: c.name, size: c.size, count: Math.round(count * 1e6) / 1e6 };
    units = contracts.count * c.size;
  }
  if (!(units > 0) || !Number.isFinite(units))
    throw new PlanError('size', 'The position size comes to zero.');
  const risk = units * perUnit;
  const horizon = input.horizon ?? DEFAULT_PLAN_HORIZON;
  const groups = input.groups ?? planGroups(candles);
  const table = planEvidenceFor(groups);
  const spreads = planSpreads(candles, t, horizon);
  const toStop = Math.abs(Math.log(stop / entry));
  const stopModel = rawOdds(1, toStop, spreads.model).stopWithin;
  const stopBase = rawOdds(1, toStop, spreads.baseline).stopWithin;
  const money = (v: number) => Math.round(v * 100) / 100;
  const defaultRecord = auto?.level != null ? table?.e.defaultStop[String(horizon)] : undefined;
  return {
    side,
    entry,
    stop,
    horizon,
    defaults: {
      entry: input.entry == null,
      stop: auto ? (auto.level === null ? 'volatility' : 'level') : null,
      targets: auto2 ? auto2.from : null,
    },
    stopLevel: auto?.level ?? null,
    buffer: auto?.buffer ?? 0,
    risk: money(risk),
    riskPercent: Math.round((risk / input.account) * 10000) / 100,
    account: input.account,
    units: Number(units.toPrecision(6)),
    contracts,
    positionValue: money(units * entry),
    targets: targets.map((price) => {
      const toTarget = Math.abs(Math.log(price / entry));
      return {
        price,
        r: Math.round((Math.abs(price - entry) / perUnit) * 100) / 100,
        reward: money(units * Math.abs(price - entry)),
        odds: oddsOf(
          {
            model: rawOdds(toTarget, toStop, spreads.model).targetFirst,
            baseline: rawOdds(toTarget, toStop, spreads.baseline).targetFirst,
          },
          table?.e.targetFirst ?? null,
          table?.key ?? null,
        ),
      };
    }),
    stopOdds: oddsOf(
      { model: stopModel, baseline: stopBase },
      table?.e.stopWithin ?? null,
      table?.key ?? null,
    ),
    noise: noiseOf(candles, groups, side, entry, stop, horizon),
    defaultStopRecord: defaultRecord ?? null,
  };
}
