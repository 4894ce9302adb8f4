// The risk plan's arithmetic on a chart's basis: defaults, size, R and the odds a trader reads.
// Pure and deterministic; the engine builds the basis from the candles, the page redoes this part
// at once while the trader drags the entry, stop or targets.
import type {
  PlanBasis,
  PlanCalibration,
  PlanNoise,
  PlanOdds,
  PlanSide,
  RiskPlan,
  RiskPlanRequest,
} from './risk-plan.ts';
import { firstWithin, touchWithin } from './risk-plan-math.ts';

/** The default stop's distance beyond its level, in ATR(14) of the chart (decision 120). */
export const STOP_BUFFER_ATR = 0.5;
/** Without a level on the losing side, the default stop sits this many ATR from the entry. */
export const FALLBACK_STOP_ATR = 1.5;
/** Levels closer to the entry than this many ATR are not taken as the stop's level or a target. */
const MIN_LEVEL_ATR = 0.1;
export const DEFAULT_PLAN_HORIZON = 20;
export const MAX_PLAN_HORIZON = 20;

type PlanField = 'side' | 'entry' | 'stop' | 'targets' | 'account' | 'risk' | 'horizon' | 'size';

/** A plan that cannot be made as asked, with the field to correct and a message a trader reads. */
export class PlanError extends Error {
  readonly field: PlanField;
  constructor(field: PlanField, message: string) {
    super(message);
    this.name = 'PlanError';
    this.field = field;
  }
}

/** +1 for a long (prices above the entry are gains), -1 for a short. */
export function direction(side: PlanSide): 1 | -1 {
  return side === 'long' ? 1 : -1;
}

/**
 * The default stop: just beyond the nearest level on the losing side (below the entry for a
 * long) by `STOP_BUFFER_ATR` x ATR, or `FALLBACK_STOP_ATR` x ATR from the entry where the chart
 * has no level on that side.
 */
export function defaultStop(
  side: PlanSide,
  entry: number,
  levels: readonly { price: number }[],
  atr: number,
): { stop: number; level: number | null; buffer: number } {
  const d = direction(side);
  const buffer = STOP_BUFFER_ATR * atr;
  const fallback = { stop: entry - d * FALLBACK_STOP_ATR * atr, level: null, buffer };
  const losing = levels
    .map((l) => l.price)
    .filter((p) => (entry - p) * d > MIN_LEVEL_ATR * atr)
    .sort((a, b) => Math.abs(entry - a) - Math.abs(entry - b));
  const level = losing[0];
  if (level === undefined) return fallback;
  const stop = level - d * buffer;
  return stop > 0 ? { stop, level, buffer } : fallback;
}

/**
 * The default targets: the next two levels on the winning side, at least half the risk away;
 * where there is none, 1R and 2R.
 */
export function defaultTargets(
  side: PlanSide,
  entry: number,
  stop: number,
  levels: readonly { price: number }[],
): { targets: number[]; from: 'levels' | 'multiples' } {
  const d = direction(side);
  const risk = Math.abs(entry - stop);
  const winning = [...new Set(levels.map((l) => l.price))]
    .filter((p) => (p - entry) * d >= 0.5 * risk)
    .sort((a, b) => Math.abs(a - entry) - Math.abs(b - entry))
    .slice(0, 2);
  if (winning.length) return { targets: winning, from: 'levels' };
  return { targets: [entry + d * risk, entry + 2 * d * risk], from: 'multiples' };
}

/** Piecewise-linear through increasing knots [raw, probability]; flat beyond the ends. */
export function recalibrate(map: readonly [number, number][], raw: number): number {
  const first = map[0];
  const last = map[map.length - 1];
  if (!first || !last) return raw;
  if (raw <= first[0]) return first[1];
  if (raw >= last[0]) return last[1];
  for (let i = 1; i < map.length; i++) {
    const [x1, y1] = map[i] as [number, number];
    const [x0, y0] = map[i - 1] as [number, number];
    if (raw <= x1) return x1 === x0 ? y1 : y0 + ((y1 - y0) * (raw - x0)) / (x1 - x0);
  }
  return last[1];
}

/** The odds a trader reads, with the bin of the shipped measurement that holds the figure shown. */
export function oddsOf(
  raw: { model: number; baseline: number },
  calibration: PlanCalibration | null,
  groupLabel: string | null,
): PlanOdds {
  const round = (p: number) => Math.round(p * 1000) / 1000;
  const baseline = round(raw.baseline);
  if (!calibration || !groupLabel)
    return { probability: baseline, source: 'baseline', model: null, baseline, measured: null };
  const model = round(recalibrate(calibration.map, raw.model));
  const source = calibration.edge ? 'model' : 'baseline';
  const probability = source === 'model' ? model : baseline;
  const bins = calibration[source].bins;
  const bin =
    bins.find((b) => probability >= b.from && probability < b.to) ??
    (probability >= 1 ? bins[bins.length - 1] : undefined);
  return {
    probability,
    source,
    model,
    baseline,
    measured: bin
      ? {
          group: groupLabel,
          n: bin.n,
          series: bin.series,
          realised: bin.realised,
          low: bin.low,
          high: bin.high,
          skill: calibration.skill,
          skillInterval: calibration.skillInterval,
        }
      : null,
  };
}

function positive(v: number | null | undefined): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0;
}

const sideWord = (side: PlanSide) => (side === 'long' ? 'a long' : 'a short');

export const planMessages = {
  side: 'Choose long or short.',
  account: 'Account size must be above zero.',
  riskPercent: 'Risk per trade must be above 0% and at most 100% of the account.',
  riskAmount: 'Risk per trade must be above zero and at most the account size (100%).',
  horizon: `Bars ahead must be a whole number from 1 to ${MAX_PLAN_HORIZON}.`,
  entry: 'The entry must be a price above zero.',
} as const;

function checkRequest(r: RiskPlanRequest): void {
  if (r.side !== 'long' && r.side !== 'short') throw new PlanError('side', planMessages.side);
  if (!positive(r.account)) throw new PlanError('account', planMessages.account);
  const risk = r.risk;
  if ('percent' in risk) {
    if (!(Number.isFinite(risk.percent) && risk.percent > 0 && risk.percent <= 100))
      throw new PlanError('risk', planMessages.riskPercent);
  } else if (!(Number.isFinite(risk.amount) && risk.amount > 0 && risk.amount <= r.account)) {
    throw new PlanError('risk', planMessages.riskAmount);
  }
  const h = r.horizon ?? DEFAULT_PLAN_HORIZON;
  if (!(Number.isInteger(h) && h >= 1 && h <= MAX_PLAN_HORIZON))
    throw new PlanError('horizon', planMessages.horizon);
}

function noiseOf(
  basis: PlanBasis,
  side: PlanSide,
  entry: number,
  stop: number,
  horizon: number,
): PlanNoise | null {
  const edge = basis.noiseEdge[side];
  if (edge === null || !basis.noise) return null;
  const move = Math.log(stop / entry);
  if (side === 'long' ? move <= edge : move >= edge) return null;
  const nearest = [...basis.horizons].sort(
    (a, b) => Math.abs(a - horizon) - Math.abs(b - horizon),
  )[0];
  const rate = basis.noise[String(nearest)];
  return rate ? { bars: basis.noiseBars, ...rate } : null;
}

/**
 * A risk plan on a chart's basis: position size from the account's risk, reward and R of each
 * target, and the odds of the target before the stop and of the stop within the horizon, from
 * the range model (shown where it was measured to beat the walk) and a random walk with the
 * chart's recent volatility. Throws `PlanError` on a plan that cannot be made.
 */
export function riskPlanFromBasis(basis: PlanBasis, request: RiskPlanRequest): RiskPlan {
  checkRequest(request);
  const { side } = request;
  const d = direction(side);
  const levels = basis.levels.map((price) => ({ price }));
  const entry = request.entry ?? basis.lastClose;
  if (!positive(entry)) throw new PlanError('entry', planMessages.entry);
  const auto = request.stop == null ? defaultStop(side, entry, levels, basis.atr) : null;
  const stop = request.stop ?? (auto as { stop: number }).stop;
  if (!positive(stop)) throw new PlanError('stop', 'The stop must be a price above zero.');
  if ((entry - stop) * d <= 0)
    throw new PlanError(
      'stop',
      `For ${sideWord(side)} the stop must be ${side === 'long' ? 'below' : 'above'} the entry.`,
    );
  const given = request.targets?.length ? [...request.targets] : null;
  const autoTargets = given ? null : defaultTargets(side, entry, stop, levels);
  const targets = given ?? (autoTargets as { targets: number[] }).targets;
  for (const p of targets) {
    if (!positive(p) || (p - entry) * d <= 0)
      throw new PlanError(
        'targets',
        `For ${sideWord(side)} every target must be ${side === 'long' ? 'above' : 'below'} the entry.`,
      );
  }
  const perUnit = Math.abs(entry - stop);
  const budget =
    'percent' in request.risk
      ? (request.account * request.risk.percent) / 100
      : request.risk.amount;
  let units = budget / perUnit;
  let contracts: RiskPlan['contracts'] = null;
  const c = basis.contract;
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
  const horizon = request.horizon ?? DEFAULT_PLAN_HORIZON;
  const spreads = basis.spreads[horizon - 1] ?? { model: 0, baseline: 0 };
  const toStop = Math.abs(Math.log(stop / entry));
  const money = (v: number) => Math.round(v * 100) / 100;
  const defaultRecord = auto?.level != null ? (basis.defaultStop?.[String(horizon)] ?? null) : null;
  return {
    side,
    entry,
    stop,
    horizon,
    defaults: {
      entry: request.entry == null,
      stop: auto ? (auto.level === null ? 'volatility' : 'level') : null,
      targets: autoTargets ? autoTargets.from : null,
    },
    stopLevel: auto?.level ?? null,
    buffer: auto?.buffer ?? 0,
    risk: money(risk),
    riskPercent: Math.round((risk / request.account) * 10000) / 100,
    account: request.account,
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
            model: firstWithin(toTarget, toStop, spreads.model),
            baseline: firstWithin(toTarget, toStop, spreads.baseline),
          },
          basis.targetFirst,
          basis.groupLabel,
        ),
      };
    }),
    stopOdds: oddsOf(
      {
        model: touchWithin(toStop, spreads.model),
        baseline: touchWithin(toStop, spreads.baseline),
      },
      basis.stopWithin,
      basis.groupLabel,
    ),
    noise: noiseOf(basis, side, entry, stop, horizon),
    defaultStopRecord: defaultRecord,
  };
}
