import { hueSat, type Rgb } from '../../shared/colour.ts';
import { median, medianStep } from '../../shared/stats.ts';
import type { RawCandle } from '../candles/index.ts';
import { ASSEMBLE } from './params.ts';

const DIRECTION = ASSEMBLE.direction;

/** How green (positive) or red (negative) a colour looks; 0 when hue says nothing. */
export function greenness(c: Rgb): number {
  const { hue, sat } = hueSat(c);
  if (sat < DIRECTION.minSaturation) return 0;
  if (hue >= DIRECTION.greenFrom && hue <= DIRECTION.greenTo) return sat;
  if (hue <= DIRECTION.redTo || hue >= DIRECTION.redFrom) return -sat;
  return 0;
}

export interface UpDecision {
  /** Which candle class is rising: class 0 or class 1. */
  upClass: 0 | 1;
  method: 'hue' | 'data';
  confidence: number;
  votes: { data: number; prior: number };
}

/**
 * Decide which of two candle classes (two colours, or hollow vs filled in a one-colour chart) is
 * rising. The data decide first: a candle opens near the previous close, so for each pair of
 * neighbours the hypothesis that puts this open nearer the previous close is favoured, by a
 * signed-rank test over all pairs (scale-free, robust to gaps). A prior breaks weak data: hue (green up, red down) for two
 * colours, hollow-means-rising for one colour.
 */
export function decideUp(
  candles: RawCandle[],
  cls: (c: RawCandle) => 0 | 1,
  prior: number,
  priorIsHue: boolean,
): UpDecision {
  // Paired differences: how much nearer the previous close this open is under hypothesis 0 than
  // under hypothesis 1. Gaps (overnight, news) make many pairs ambiguous, so the magnitudes
  // count too: a signed-rank (Wilcoxon) statistic, not a bare sign count.
  const diffs: number[] = [];
  for (let i = 1; i < candles.length; i++) {
    const p = candles[i - 1]!;
    const c = candles[i]!;
    const pc = cls(p);
    const cc = cls(c);
    const close0 = pc === 0 ? p.yBodyTop : p.yBodyBottom;
    const open0 = cc === 0 ? c.yBodyBottom : c.yBodyTop;
    const close1 = pc === 1 ? p.yBodyTop : p.yBodyBottom;
    const open1 = cc === 1 ? c.yBodyBottom : c.yBodyTop;
    const d = Math.abs(open1 - close1) - Math.abs(open0 - close0);
    if (Math.abs(d) > DIRECTION.minDifference) diffs.push(d);
  }
  const { stat: dataVote, z } = signedRank(diffs);
  const n = diffs.length;
  const votes = { data: dataVote, prior };
  const priorMethod = priorIsHue ? 'hue' : 'data';
  // significant when outside the noise of random signs (|z| of the signed-rank sum at the 5%
  // level): a short chart of gappy daily data (25 candles) must still be able to overrule a
  // hue prior that is wrong for its market (red rising)
  if (
    n >= DIRECTION.minPairs &&
    Math.abs(z) >= DIRECTION.minZ &&
    Math.abs(dataVote) >= DIRECTION.minVote
  ) {
    const agree = Math.sign(dataVote) === Math.sign(prior);
    return {
      upClass: dataVote > 0 ? 0 : 1,
      method: agree && priorIsHue && Math.abs(prior) >= DIRECTION.huePrior ? 'hue' : 'data',
      confidence: Math.min(1, 0.5 + Math.abs(dataVote) * 0.5 + (agree ? 0.1 : 0)),
      votes,
    };
  }
  if (Math.abs(prior) >= DIRECTION.huePrior)
    return {
      upClass: prior > 0 ? 0 : 1,
      method: priorMethod,
      confidence: Math.min(0.8, 0.4 + Math.abs(prior) * 0.3),
      votes,
    };
  return {
    upClass: dataVote >= 0 ? 0 : 1,
    method: 'data',
    confidence: 0.2 + Math.abs(dataVote) * 0.5,
    votes,
  };
}

/**
 * Wilcoxon signed-rank statistic of paired differences: `stat` is the rank-biserial correlation
 * in [-1, 1] (positive when the positive differences dominate), `z` its normal score under the
 * hypothesis of random signs. Ties in magnitude share their mean rank.
 */
export function signedRank(diffs: number[]): { stat: number; z: number } {
  const m = diffs.length;
  if (m === 0) return { stat: 0, z: 0 };
  const byMag = [...diffs].sort((a, b) => Math.abs(a) - Math.abs(b));
  let w = 0;
  for (let i = 0; i < m;) {
    let j = i;
    while (j < m && Math.abs(byMag[j]!) === Math.abs(byMag[i]!)) j++;
    const rank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) w += Math.sign(byMag[k]!) * rank;
    i = j;
  }
  return { stat: w / ((m * (m + 1)) / 2), z: w / Math.sqrt((m * (m + 1) * (2 * m + 1)) / 6) };
}

/**
 * Direction of each candle when nothing in the pixels tells rising from falling (one colour and
 * no visible fill difference): a candle opens near the previous close, so the sequence of
 * directions that best chains each open to the previous close is taken (Viterbi over the two
 * states per candle). A jump between candles costs at most `cap`, so a gap or a missed candle
 * cannot outweigh the rest; neighbours further apart than one and a half pitches are not
 * chained. `known` fixes the direction of the candles whose style shows it (null: free).
 * `up` is true for a rising candle; `fit` is the share of chained neighbours whose open
 * meets the previous close within a pixel and a half.
 */
export function directionsByContinuity(
  candles: RawCandle[],
  known: (boolean | null)[] = [],
): { up: boolean[]; fit: number } {
  const n = candles.length;
  if (n === 0) return { up: [], fit: 0 };
  const pitch = medianStep(candles) ?? 0;
  const cap = Math.max(3, 2 * median(candles.map((c) => c.yBodyBottom - c.yBodyTop)));
  // state 0 = rising (opens at the body bottom, closes at the top), 1 = falling
  const open = (c: RawCandle, s: number): number => (s === 0 ? c.yBodyBottom : c.yBodyTop);
  const close = (c: RawCandle, s: number): number => (s === 0 ? c.yBodyTop : c.yBodyBottom);
  // a candle whose direction is known cannot take the other state
  const own = (i: number, s: number): number => {
    const k = known[i];
    return k === undefined || k === null || k === (s === 0) ? 0 : Infinity;
  };
  let cost = [own(0, 0), own(0, 1)];
  const from: Uint8Array[] = [];
  for (let i = 1; i < n; i++) {
    const p = candles[i - 1]!;
    const c = candles[i]!;
    const linked = c.x - p.x <= pitch * DIRECTION.neighbourPitches;
    const next = [Infinity, Infinity];
    const back = new Uint8Array(2);
    for (let s = 0; s < 2; s++)
      for (let t = 0; t < 2; t++) {
        const link = linked ? Math.min(cap, Math.abs(open(c, s) - close(p, t))) : 0;
        const v = cost[t]! + link + own(i, s);
        if (v < next[s]!) {
          next[s] = v;
          back[s] = t;
        }
      }
    cost = next;
    from.push(back);
  }
  const up = new Array<boolean>(n);
  let s = cost[0]! <= cost[1]! ? 0 : 1;
  for (let i = n - 1; i >= 0; i--) {
    up[i] = s === 0;
    if (i > 0) s = from[i - 1]![s]!;
  }
  // how well the chosen chain holds: the share of neighbours whose open meets the previous close
  let links = 0;
  let met = 0;
  for (let i = 1; i < n; i++) {
    const p = candles[i - 1]!;
    const c = candles[i]!;
    if (c.x - p.x > pitch * 1.5) continue;
    links++;
    if (Math.abs(open(c, up[i] ? 0 : 1) - close(p, up[i - 1] ? 0 : 1)) <= 1.5) met++;
  }
  return { up, fit: links ? met / links : 0 };
}
