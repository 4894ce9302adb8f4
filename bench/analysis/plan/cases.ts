// Test cases of the risk plan on one real series: at origins every few bars, for a long and a
// short, stops at several distances and the default stop, targets at 1R and 2R and the default
// targets; the raw first-passage odds under the range model and the random walk, read only from
// candles up to the origin, and what happened over the next N bars (touches on highs and lows).
import {
  chartLevelPrices,
  defaultStop,
  defaultTargets,
  noiseEdge,
  planSpreads,
  rawOdds,
  volatilityUnit,
  type Candle,
  type PlanSide,
} from '@candlelens/analysis';

/** Bars between origins, horizons measured, bars on the chart the levels are read from. */
export const STEP = 5;
export const HORIZONS = [5, 10, 20] as const;
export const CHART_BARS = 150;
/** Synthetic stops, in multiples of the random walk's spread over the horizon. */
export const STOP_SPREADS = [0.3, 0.6, 1, 1.6];
const MAX_H = 20;

/** Columns of cases of one event ("target before stop" or "stop within N"). */
export class Cases {
  model: number[] = [];
  base: number[] = [];
  y: number[] = [];
  series: number[] = [];
  time: number[] = [];
  /** Time of the last bar of the outcome: a case fits a later fold only once this has passed. */
  end: number[] = [];
  push(model: number, base: number, y: boolean, series: number, time: number, end: number) {
    this.model.push(model);
    this.base.push(base);
    this.y.push(y ? 1 : 0);
    this.series.push(series);
    this.time.push(time);
    this.end.push(end);
  }
  get length(): number {
    return this.y.length;
  }
}

/** [hits, n] per series and horizon. */
export type Counts = Map<number, Map<number, [number, number]>>;

function count(map: Counts, h: number, series: number, hit: boolean): void {
  const byH = map.get(h) ?? new Map<number, [number, number]>();
  map.set(h, byH);
  const c = byH.get(series) ?? [0, 0];
  byH.set(series, c);
  c[0] += hit ? 1 : 0;
  c[1] += 1;
}

export interface SeriesCases {
  targetFirst: Cases;
  stopWithin: Cases;
  /** Stops inside the range price covers half the time over the next few bars. */
  noise: Counts;
  /** The default stop at a level and the same distance at another time without regard to levels. */
  level: Counts;
  control: Counts;
}

export function emptyCases(): SeriesCases {
  return {
    targetFirst: new Cases(),
    stopWithin: new Cases(),
    noise: new Map(),
    level: new Map(),
    control: new Map(),
  };
}

/** First bar (1-based) within `h` bars after `t` where price touched `price` on the losing/winning side, or 0. */
function touchBar(
  c: readonly Candle[],
  t: number,
  h: number,
  price: number,
  below: boolean,
): number {
  for (let j = 1; j <= h; j++) {
    const bar = c[t + j] as Candle;
    if (below ? bar.low <= price : bar.high >= price) return j;
  }
  return 0;
}

interface Setup {
  side: PlanSide;
  entry: number;
  stop: number;
  targets: number[];
}

/** Records one plan at origin `t`; a bar touching both stop and target counts as the stop first. */
function record(
  out: SeriesCases,
  c: readonly Candle[],
  t: number,
  h: number,
  series: number,
  s: Setup,
  spreads: { model: number; baseline: number },
  edge: number | null,
): boolean {
  const long = s.side === 'long';
  const toStop = Math.abs(Math.log(s.stop / s.entry));
  const stopBar = touchBar(c, t, h, s.stop, long);
  const time = c[t]?.time ?? t;
  const end = c[t + h]?.time ?? t + h;
  out.stopWithin.push(
    rawOdds(1, toStop, spreads.model).stopWithin,
    rawOdds(1, toStop, spreads.baseline).stopWithin,
    stopBar > 0,
    series,
    time,
    end,
  );
  for (const target of s.targets) {
    const toTarget = Math.abs(Math.log(target / s.entry));
    const targetBar = touchBar(c, t, h, target, !long);
    out.targetFirst.push(
      rawOdds(toTarget, toStop, spreads.model).targetFirst,
      rawOdds(toTarget, toStop, spreads.baseline).targetFirst,
      targetBar > 0 && (stopBar === 0 || targetBar < stopBar),
      series,
      time,
      end,
    );
  }
  const move = Math.log(s.stop / s.entry);
  if (edge !== null && (long ? move > edge : move < edge)) count(out.noise, h, series, stopBar > 0);
  return stopBar > 0;
}

/** Every case of one series (`groups`: its evidence groups, most specific first). */
export function seriesCases(
  c: readonly Candle[],
  series: number,
  groups: readonly string[],
  out: SeriesCases,
): void {
  const origins: number[] = [];
  for (let t = CHART_BARS; t + MAX_H < c.length; t += STEP) origins.push(t);
  const defaults: { i: number; side: PlanSide; h: number; distance: number }[] = [];
  origins.forEach((t, i) => {
    const chart = c.slice(t - CHART_BARS + 1, t + 1);
    const levels = chartLevelPrices(chart).map((price) => ({ price }));
    const atr = volatilityUnit(chart);
    const entry = (c[t] as Candle).close;
    for (const side of ['long', 'short'] as const) {
      const d = side === 'long' ? 1 : -1;
      const edge = noiseEdge(c, t, groups, side);
      for (const h of HORIZONS) {
        const spreads = planSpreads(c, t, h);
        if (!(spreads.model > 0 && spreads.baseline > 0)) continue;
        for (const k of STOP_SPREADS) {
          const stop = entry * Math.exp(-d * k * spreads.baseline);
          const risk = Math.abs(entry - stop);
          const targets = [entry + d * risk, entry + 2 * d * risk].filter((p) => p > 0);
          record(out, c, t, h, series, { side, entry, stop, targets }, spreads, edge);
        }
        const auto = defaultStop(side, entry, levels, atr);
        if (!(auto.stop > 0) || auto.level === null) continue;
        const { targets } = defaultTargets(side, entry, auto.stop, levels);
        const hit = record(
          out,
          c,
          t,
          h,
          series,
          { side, entry, stop: auto.stop, targets },
          spreads,
          edge,
        );
        count(out.level, h, series, hit);
        defaults.push({
          i,
          side,
          h,
          distance: Math.abs(Math.log(auto.stop / entry)) / spreads.baseline,
        });
      }
    }
  });
  // The same distance (in the walk's spread) half the series away in time, same side and horizon.
  for (const r of defaults) {
    const t = origins[(r.i + Math.floor(origins.length / 2)) % origins.length] as number;
    const base = planSpreads(c, t, r.h).baseline;
    if (!(base > 0)) continue;
    const entry = (c[t] as Candle).close;
    const stop = entry * Math.exp(-(r.side === 'long' ? 1 : -1) * r.distance * base);
    count(out.control, r.h, series, touchBar(c, t, r.h, stop, r.side === 'long') > 0);
  }
}
