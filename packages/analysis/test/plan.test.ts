import { describe, expect, it } from 'vitest';
import { volatilityUnit } from '../src/indicator-series.ts';
import { normalTail, PlanError, planText, STOP_BUFFER_ATR } from '@candlelens/contracts';
import { contractOf, planFrom } from '../src/plan/plan.ts';
import type { PlanInput } from '../src/plan/plan-types.ts';
import { logSigma } from '../src/forecast.ts';
import type { Candle } from '../src/types.ts';
import { seededRandom } from './shapes.ts';

/** A seeded random walk of candles around `start` with about 1% moves per bar. */
function walk(bars: number, start = 100, seed = 3): Candle[] {
  const rand = seededRandom(seed);
  const out: Candle[] = [];
  let close = start;
  for (let i = 0; i < bars; i++) {
    const open = close;
    close = open * Math.exp((rand() - 0.5) * 0.035);
    out.push({
      open,
      close,
      high: Math.max(open, close) * (1 + rand() * 0.004),
      low: Math.min(open, close) * (1 - rand() * 0.004),
      time: Date.UTC(2024, 0, 1) + i * 86_400_000,
    });
  }
  return out;
}

const candles = walk(200);
const last = (candles[candles.length - 1] as Candle).close;
const base: PlanInput = {
  candles,
  side: 'long',
  entry: 100,
  stop: 98,
  targets: [104],
  account: 10_000,
  risk: { percent: 1 },
};

function planError(input: PlanInput): PlanError {
  try {
    planFrom(input);
  } catch (e) {
    if (e instanceof PlanError) return e;
    throw e;
  }
  throw new Error('no PlanError');
}

describe('risk plan: size, risk, reward and R', () => {
  it('sizes a long from the account risk and prices its targets in R', () => {
    const plan = planFrom({ ...base, targets: [104, 101] });
    expect(plan.units).toBe(50);
    expect(plan.risk).toBe(100);
    expect(plan.riskPercent).toBe(1);
    expect(plan.positionValue).toBe(5000);
    expect(plan.targets.map((t) => [t.price, t.r, t.reward])).toEqual([
      [104, 2, 200],
      [101, 0.5, 50],
    ]);
  });

  it('takes the risk as an amount and mirrors for a short', () => {
    const plan = planFrom({
      ...base,
      side: 'short',
      stop: 105,
      targets: [90],
      risk: { amount: 250 },
    });
    expect(plan.units).toBe(50);
    expect(plan.risk).toBe(250);
    expect(plan.targets[0]?.r).toBe(2);
    expect(plan.targets[0]?.reward).toBe(500);
  });

  it('states FX positions in standard lots, rounded down to 0.01 lot', () => {
    const contract = contractOf('EURUSD');
    expect(contract).toEqual({ name: 'lot', size: 100_000, step: 0.01 });
    const plan = planFrom({
      ...base,
      entry: 1.1,
      stop: 1.0953,
      targets: [1.11],
      contract,
    });
    // 100 / 0.0047 = 21,276 units -> 0.21 lot = 21,000 units
    expect(plan.contracts).toEqual({ name: 'lot', size: 100_000, count: 0.21 });
    expect(plan.units).toBe(21_000);
    expect(plan.risk).toBeCloseTo(98.7, 2);
    expect(contractOf('AAPL')).toBeNull();
  });
});

describe('risk plan: clear errors', () => {
  it('refuses a stop on the wrong side of the entry', () => {
    const long = planError({ ...base, stop: 101 });
    expect(long.field).toBe('stop');
    expect(long.message).toBe('For a long the stop must be below the entry.');
    expect(planError({ ...base, side: 'short', stop: 99, targets: [95] }).message).toBe(
      'For a short the stop must be above the entry.',
    );
    expect(planError({ ...base, stop: 100 }).field).toBe('stop');
  });

  it('refuses a target on the losing side', () => {
    expect(planError({ ...base, targets: [99] }).field).toBe('targets');
  });

  it('refuses risk over 100%, zero risk and an empty account', () => {
    expect(planError({ ...base, risk: { percent: 150 } }).message).toBe(
      'Risk per trade must be above 0% and at most 100% of the account.',
    );
    expect(planError({ ...base, risk: { percent: 0 } }).field).toBe('risk');
    expect(planError({ ...base, risk: { amount: 20_000 } }).field).toBe('risk');
    expect(planError({ ...base, account: 0 }).field).toBe('account');
    expect(planError({ ...base, account: -5 }).field).toBe('account');
  });

  it('refuses a position that rounds to zero lots', () => {
    const e = planError({
      ...base,
      entry: 1.1,
      stop: 0.8,
      targets: [1.2],
      contract: contractOf('GBPUSD'),
    });
    expect(e.field).toBe('size');
    expect(e.message).toMatch(/below the smallest lot/);
  });

  it('refuses a horizon outside 1..20 bars', () => {
    expect(planError({ ...base, horizon: 0 }).field).toBe('horizon');
    expect(planError({ ...base, horizon: 21 }).field).toBe('horizon');
  });
});

describe('risk plan: defaults from the reading', () => {
  it('enters at the last close, stops beyond the nearest support by the buffer, targets the next resistances', () => {
    const atr = volatilityUnit(candles);
    const levels = [
      { price: last * 0.97 },
      { price: last * 0.9 },
      { price: last * 1.05 },
      { price: last * 1.1 },
      { price: last * 1.2 },
    ];
    const plan = planFrom({ candles, levels, side: 'long', account: 10_000, risk: { percent: 1 } });
    expect(plan.entry).toBe(last);
    expect(plan.defaults).toEqual({ entry: true, stop: 'level', targets: 'levels' });
    expect(plan.stopLevel).toBeCloseTo(last * 0.97, 9);
    expect(plan.stop).toBeCloseTo(last * 0.97 - STOP_BUFFER_ATR * atr, 9);
    expect(plan.targets.map((t) => t.price)).toEqual([last * 1.05, last * 1.1]);
    const short = planFrom({
      candles,
      levels,
      side: 'short',
      account: 10_000,
      risk: { percent: 1 },
    });
    expect(short.stop).toBeCloseTo(last * 1.05 + STOP_BUFFER_ATR * atr, 9);
    expect(short.targets.map((t) => t.price)).toEqual([last * 0.97, last * 0.9]);
  });

  it('falls back to a volatility stop and 1R / 2R targets without levels', () => {
    const plan = planFrom({ candles, side: 'long', account: 10_000, risk: { percent: 2 } });
    expect(plan.defaults.stop).toBe('volatility');
    expect(plan.defaults.targets).toBe('multiples');
    expect(plan.targets.map((t) => t.r)).toEqual([1, 2]);
    expect(plan.risk).toBeCloseTo(200, 1);
  });

  it('is deterministic', () => {
    expect(planFrom(base)).toEqual(planFrom(base));
  });
});

describe('risk plan: odds', () => {
  it('a farther stop is touched less often and leaves more room for the target', () => {
    const stops = [99.5, 99, 98, 96, 93];
    const plans = stops.map((stop) => planFrom({ ...base, stop, targets: [103] }));
    for (let i = 1; i < plans.length; i++) {
      const [a, b] = [plans[i - 1], plans[i]];
      expect(b?.stopOdds.baseline).toBeLessThan(a?.stopOdds.baseline as number);
      expect(b?.targets[0]?.odds.baseline).toBeGreaterThan(a?.targets[0]?.odds.baseline as number);
      if (a?.stopOdds.model != null && b?.stopOdds.model != null)
        expect(b.stopOdds.model).toBeLessThanOrEqual(a.stopOdds.model);
    }
  });

  it('the baseline is a random walk with the chart`s recent volatility', () => {
    const plan = planFrom({ ...base, horizon: 10 });
    const spread = logSigma(candles, candles.length - 1) * Math.sqrt(10);
    const toStop = Math.log(100 / 98);
    expect(plan.stopOdds.baseline).toBeCloseTo(2 * normalTail(toStop / spread), 3);
    // longer horizon, more touches
    expect(planFrom({ ...base, horizon: 20 }).stopOdds.baseline).toBeGreaterThan(
      plan.stopOdds.baseline,
    );
  });

  it('every figure shown is the model`s only where it was measured to beat the walk', () => {
    const plan = planFrom(base);
    for (const odds of [plan.stopOdds, ...plan.targets.map((t) => t.odds)]) {
      if (odds.source === 'model') expect(odds.measured?.skillInterval[0]).toBeGreaterThan(0);
      else expect(odds.probability).toBe(odds.baseline);
      if (odds.measured) {
        expect(odds.measured.n).toBeGreaterThan(0);
        expect(odds.measured.low).toBeLessThanOrEqual(odds.measured.realised);
        expect(odds.measured.high).toBeGreaterThanOrEqual(odds.measured.realised);
      }
    }
  });
});

describe('risk plan: measured figures', () => {
  it('says how often stops inside the noise were touched, and shows each figure with its sample', () => {
    const tight = planFrom({ ...base, entry: last, stop: last * 0.998, targets: [last * 1.004] });
    expect(tight.noise).not.toBeNull();
    expect(tight.noise?.bars).toBe(5);
    expect(tight.noise?.rate).toBeGreaterThan(0.5);
    expect(tight.noise?.n).toBeGreaterThan(1000);
    const wide = planFrom({ ...base, entry: last, stop: last * 0.8, targets: [last * 1.4] });
    expect(wide.noise).toBeNull();
    expect(tight.stopOdds.measured?.group).toBe('daily charts of all markets');
    expect(tight.stopOdds.measured?.n).toBeGreaterThan(0);
    const text = planText(tight, { decimals: 2 }, { account: true });
    expect(text).toContain(
      'Your stop is inside the range price covers half the time over the next 5 bars.',
    );
    expect(text).toMatch(/Stop touched within 20 bars: \d+%/);
    expect(planText(tight, { decimals: 2 }, { account: false })).not.toContain('Account');
  });

  it('reports the default stop against stops at the same distance without a level', () => {
    const levels = [{ price: last * 0.97 }, { price: last * 1.05 }];
    const plan = planFrom({ candles, levels, side: 'long', account: 10_000, risk: { percent: 1 } });
    expect(plan.defaultStopRecord?.level.n).toBeGreaterThan(1000);
    expect(plan.defaultStopRecord?.control.n).toBe(plan.defaultStopRecord?.level.n);
    const given = planFrom({ ...base, candles, levels });
    expect(given.defaultStopRecord).toBeNull();
  });
});
