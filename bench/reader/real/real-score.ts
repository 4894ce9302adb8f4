// Scores readings of real screenshots by the rules of the real set's own scorer
// (../shared/data/screenshots/real/score.mjs): the same columns, the same acceptability rule.
import { median } from '../stats.ts';
import type { OhlcTruth, RealCase } from './real-cases.ts';

/** What the scoring needs of a reading. */
export interface RealReading {
  candles: { x: number; open: number; high: number; low: number; close: number }[];
  axisRead: boolean;
  ms: number;
  accepted: boolean;
  confidence: number | null;
  reason: string | null;
  evidence?: Record<string, number> | null;
}

export interface RealRow {
  name: string;
  truth: string;
  error?: string;
  n?: number;
  ms?: number;
  countErr?: number;
  countErrPct?: number;
  axis?: boolean;
  minLow?: number;
  maxHigh?: number;
  loErrPct?: number;
  hiErrPct?: number;
  lastErrPct?: number;
  lastKind?: 'ohlc' | 'close';
  dirPlaus?: number;
  inRange?: number;
  dirData?: number;
  seriesMedErrPct?: number;
  seriesShift?: number;
  countOK: boolean;
  rangeOK: boolean;
  ok: boolean;
  accepted?: boolean;
  confidence?: number | null;
  reason?: string | null;
  evidence?: Record<string, number> | null;
}

type Candle = RealReading['candles'][number];

/** Share of neighbour pairs whose open lies nearer the previous close as reported than swapped. */
export function continuity(candles: readonly Candle[], range: number): number {
  let agree = 0;
  let decided = 0;
  const tie = range * 0.001;
  for (let i = 1; i < candles.length; i++) {
    const p = candles[i - 1] as Candle;
    const c = candles[i] as Candle;
    const asIs = Math.abs(c.open - p.close);
    const swapped = Math.abs(c.close - p.open);
    if (Math.abs(asIs - swapped) <= tie) continue;
    decided++;
    if (asIs < swapped) agree++;
  }
  return decided ? agree / decided : Number.NaN;
}

/** Direction agreement and median OHLC error against public data, aligned from the right end. */
export function seriesCheck(
  candles: readonly Candle[],
  series: readonly [string, number, number, number, number][],
  range: number,
): { shift: number; dir: number; medErr: number } {
  let best: { shift: number; dir: number; medErr: number } | null = null;
  for (const shift of [0, 1, -1]) {
    let dirAgree = 0;
    let dirDecided = 0;
    const errs: number[] = [];
    for (let i = 1; i <= series.length; i++) {
      const j = candles.length - i - shift;
      if (j < 0 || j >= candles.length) continue;
      const c = candles[j] as Candle;
      const [, o, h, l, cl] = series[series.length - i] as [string, number, number, number, number];
      errs.push(
        Math.max(
          Math.abs(c.open - o),
          Math.abs(c.high - h),
          Math.abs(c.low - l),
          Math.abs(c.close - cl),
        ) / range,
      );
      if (Math.abs(cl - o) > range * 0.002) {
        dirDecided++;
        if (Math.sign(c.close - c.open) === Math.sign(cl - o)) dirAgree++;
      }
    }
    const r = {
      shift,
      dir: dirDecided ? dirAgree / dirDecided : Number.NaN,
      medErr: median(errs) * 100,
    };
    // NaN never wins a comparison: the first shift stays when no error could be measured
    if (!best || r.medErr < best.medErr) best = r;
  }
  return best as { shift: number; dir: number; medErr: number };
}

function lastError(last: Candle, lc: OhlcTruth, range: number): number {
  return (
    (Math.max(
      Math.abs(last.open - lc.open),
      Math.abs(last.high - lc.high),
      Math.abs(last.low - lc.low),
      Math.abs(last.close - lc.close),
    ) /
      range) *
    100
  );
}

/** One case's row; a reading that failed gives a row with `error`. */
export function scoreRealCase(c: RealCase, reading: RealReading | { error: string }): RealRow {
  const [tLo, tHi] = c.truth.visibleRange;
  const range = tHi - tLo;
  const truth = c.countLo === c.countHi ? `${c.countLo}` : `${c.countLo}-${c.countHi}`;
  const row: RealRow = { name: c.name, truth, countOK: false, rangeOK: false, ok: false };
  if ('error' in reading) return { ...row, error: reading.error };
  const candles = [...reading.candles].sort((a, b) => a.x - b.x);
  const n = candles.length;
  row.n = n;
  row.ms = reading.ms;
  row.accepted = reading.accepted;
  row.confidence = reading.confidence;
  row.reason = reading.reason;
  row.evidence = reading.evidence ?? null;
  const off = n < c.countLo ? c.countLo - n : n > c.countHi ? n - c.countHi : 0;
  row.countErr = off;
  row.countErrPct = (off / c.countBest) * 100;
  row.axis = reading.axisRead;
  if (n > 0) {
    const minLow = Math.min(...candles.map((k) => k.low));
    const maxHigh = Math.max(...candles.map((k) => k.high));
    row.minLow = minLow;
    row.maxHigh = maxHigh;
    const ends = (lo: number, hi: number): [number, number] => [
      (Math.abs(minLow - lo) / range) * 100,
      (Math.abs(maxHigh - hi) / range) * 100,
    ];
    let [eLo, eHi] = ends(tLo, tHi);
    const alt = c.truth.visibleRangeAlt;
    if (Array.isArray(alt)) {
      const [aLo, aHi] = ends(alt[0], alt[1]);
      if (Math.max(aLo, aHi) < Math.max(eLo, eHi)) [eLo, eHi] = [aLo, aHi];
    }
    row.loErrPct = eLo;
    row.hiErrPct = eHi;
    const last = candles[n - 1] as Candle;
    if (c.lastCandle) {
      row.lastErrPct = lastError(last, c.lastCandle, range);
      if (c.truth.lastCandleAlt)
        row.lastErrPct = Math.min(row.lastErrPct, lastError(last, c.truth.lastCandleAlt, range));
      row.lastKind = 'ohlc';
    } else if (typeof c.truth.lastClose === 'number') {
      row.lastErrPct = (Math.abs(last.close - c.truth.lastClose) / range) * 100;
      row.lastKind = 'close';
    }
    row.dirPlaus = continuity(candles, range);
    row.inRange =
      candles.filter((k) => k.close >= tLo - 0.05 * range && k.close <= tHi + 0.05 * range).length /
      n;
    if (Array.isArray(c.truth.series) && off <= 1) {
      const s = seriesCheck(candles, c.truth.series, range);
      row.dirData = s.dir;
      row.seriesMedErrPct = s.medErr;
      row.seriesShift = s.shift;
    }
  }
  row.countOK = row.countErrPct !== undefined && row.countErrPct <= 5;
  row.rangeOK = row.loErrPct !== undefined && row.loErrPct <= 1 && (row.hiErrPct as number) <= 1;
  row.ok = row.countOK && row.rangeOK;
  return row;
}

export interface RealSummary {
  images: number;
  errors: number;
  acceptable: number;
  countWithin5: number;
  axisRead: number;
  pricesInRange: number;
  rangeWithin1: number;
  lastKnown: number;
  lastWithin1: number;
  directionPlausible: number;
  medianMs: number;
  /** Readings the reader accepted, and of those the acceptable ones. */
  accepted: number;
  acceptedAcceptable: number;
  /** Acceptable readings the reader refused. */
  falseRefusals: number;
}

export function summariseReal(rows: readonly RealRow[]): RealSummary {
  const good = rows.filter((r) => !r.error);
  const count = (p: (r: RealRow) => boolean): number => good.filter(p).length;
  const lastKnown = good.filter((r) => r.lastErrPct !== undefined);
  return {
    images: rows.length,
    errors: rows.length - good.length,
    acceptable: count((r) => r.ok),
    countWithin5: count((r) => r.countOK),
    axisRead: count((r) => r.axis === true),
    pricesInRange: count((r) => (r.inRange ?? 0) >= 0.9),
    rangeWithin1: count((r) => r.rangeOK),
    lastKnown: lastKnown.length,
    lastWithin1: lastKnown.filter((r) => (r.lastErrPct as number) <= 1).length,
    directionPlausible: count((r) => (r.dirPlaus ?? 0) > 0.5),
    medianMs: median(good.map((r) => r.ms as number)),
    accepted: count((r) => r.accepted === true),
    acceptedAcceptable: count((r) => r.accepted === true && r.ok),
    falseRefusals: count((r) => r.accepted === false && r.ok),
  };
}
