import FFT from 'fft.js';
import { quantile } from '../../shared/stats.ts';

/** The grid candles are drawn on: slot k is centred at `phase + k * pitch` (plot x). */
export interface Lattice {
  pitch: number;
  /** x of one slot centre, in [0, pitch). */
  phase: number;
  /** The body width implied by where the shapes' left and right edges fall in the slot. */
  bodyWidth: number;
  /** Mean phase agreement of the edges at this pitch, 0..1. */
  score: number;
  /** The screen's pixel grid (device pixels per CSS pixel) the candles are snapped to, when the
   * pitch was found above it (decision 211). */
  grid?: number;
}

/** Below this agreement the edges do not show one grid (lines, text and specks dominate). */
const MIN_SCORE = 0.4;
/** A peak at least this share of the strongest one is a candidate pitch. */
const PEAK_SHARE = 0.7;

/**
 * Candles snapped to whole CSS pixels on a screen of two or three device pixels per CSS pixel
 * (decision 211): every edge stands on the screen's pixel grid, which agrees best, and the
 * candles' pitch shows as a weaker peak above it, indistinguishable by the edges from its alias
 * across the grid (a period p and 1 / (1/g - 1/p) on a grid of g pixels) and from its whole
 * multiples (a pattern of snapped steps repeats every two or three candles). The shapes' count
 * tells them apart: each shape is a candle, or as many as body widths it spans (neighbours of one
 * colour that the snapping made touch).
 * `aboveGrid`: the pitch is sought above this many grid periods, `bodyQuantile`: the body width
 * is this quantile of the shapes' widths (merging only widens), `widthRound`: a shape holds
 * round(width / body - this) candles (a body blurred a pixel wider is one), `countFit`: the
 * candidate kept stands within this share of the pitch the count gives, else none is.
 * Measured on the synthetic corpus' ECharts renders at DPR 2 and 3 (echarts-005, -017, -025,
 * -039: 3.8-7.4 px apart) and every other corpus, where the grid is not the strongest period.
 */
export const SNAPPED_PITCH = {
  aboveGrid: 1.25,
  bodyQuantile: 0.3,
  widthRound: 0.25,
  countFit: 0.06,
} as const;

/**
 * The candles' pitch on a screen whose pixel grid of `grid` pixels the edges agree on best: the
 * longest strong period above the grid, its alias across it and their halves and thirds, the one
 * nearest the pitch the shapes' count gives (within `SNAPPED_PITCH.countFit`); null when none is.
 */
function pitchAboveGrid(
  edges: readonly { x0: number; x1: number }[],
  score: (k: number) => number,
  kLo: number,
  size: number,
  grid: number,
): number | null {
  const above = longestStrongPeak(
    score,
    kLo,
    Math.floor(size / (grid * SNAPPED_PITCH.aboveGrid)),
    MIN_SCORE,
    PEAK_SHARE,
  );
  if (!above) return null;
  const p = size / above.bin;
  const alias = 1 / (1 / grid - 1 / p);
  const candidates = [p, alias]
    .flatMap((c) => [c, c / 2, c / 3])
    .filter((c) => Number.isFinite(c) && c >= grid * SNAPPED_PITCH.aboveGrid);
  const widths = edges.map((e) => Math.round(e.x1) - Math.round(e.x0) + 1);
  const body = Math.max(1, quantile(widths, SNAPPED_PITCH.bodyQuantile));
  let count = 0;
  for (const w of widths) count += Math.max(1, Math.round(w / body - SNAPPED_PITCH.widthRound));
  const first = Math.min(...edges.map((e) => e.x0));
  const last = Math.max(...edges.map((e) => e.x1));
  if (count < 2) return null;
  const counted = (last - first + 1 - body) / (count - 1);
  let best: number | null = null;
  for (const c of candidates)
    if (best === null || Math.abs(Math.log(c / counted)) < Math.abs(Math.log(best / counted)))
      best = c;
  return best !== null && Math.abs(Math.log(best / counted)) <= Math.log(1 + SNAPPED_PITCH.countFit)
    ? best
    : null;
}

/**
 * The strongest period a spectrum shows that is the longest: `score(k)` is the agreement at bin
 * k (period size / k) for k in kLo..kHi (and a bin either side); the first local peak from kLo
 * whose score is at least `share` of the best, the best being at least `least`. Every whole
 * fraction of a period agrees as well as the period itself, so the longest strong one is the
 * pitch. The bin between bins (a parabola through the three scores) and its score; null when
 * none stands out.
 */
export function longestStrongPeak(
  score: (k: number) => number,
  kLo: number,
  kHi: number,
  least: number,
  share: number,
): { bin: number; score: number } | null {
  if (kLo + 2 > kHi) return null;
  const s = new Float64Array(kHi + 2);
  let best = 0;
  for (let k = kLo - 1; k <= kHi + 1; k++) {
    s[k] = score(k);
    if (k >= kLo && k <= kHi && s[k]! > best) best = s[k]!;
  }
  if (best < least) return null;
  for (let k = kLo; k <= kHi; k++) {
    const v = s[k]!;
    if (v < best * share || v < s[k - 1]! || v < s[k + 1]!) continue;
    const [y0, y1, y2] = [s[k - 1]!, v, s[k + 1]!];
    const den = y0 - 2 * y1 + y2;
    const shift = den < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (y0 - y2)) / den)) : 0;
    return { bin: k + shift, score: v };
  }
  return null;
}

/**
 * The candle grid from the left and right edges of the shapes found in the plot. Every body's
 * left edge stands at the same place in its slot, and so does every right edge, whether the
 * shape holds one candle or several that touch: so the edges are periodic in the pitch even on
 * charts where hardly any candle stands alone, or where thin marks (pieces of a line) are many.
 *
 * The agreement of the edges with a period p is the magnitude of their Fourier sum at 1/p,
 * taken for every p at once with one transform. Every whole fraction of the pitch (p/2, p/3)
 * agrees as well as the pitch itself, and multiples agree only by chance: the pitch is the
 * longest period whose agreement is close to the best. Periods of 2 or 3 pixels where edges
 * agree are usually the pixel grid of a high-density screen (shapes drawn on whole CSS pixels),
 * not the candles: no lattice is returned for them, nor when no period stands out.
 */
export function edgeLattice(
  edges: readonly { x0: number; x1: number }[],
  span: number,
): Lattice | null {
  const n = edges.length;
  if (n < 8 || span < 16) return null;
  let size = 4096;
  while (size < span * 8 && size < 1 << 16) size *= 2;
  // left edges on the real part, right edges (one past the last column) on the imaginary part
  const data = new Float64Array(2 * size);
  for (const e of edges) {
    const l = Math.round(e.x0);
    const r = Math.round(e.x1) + 1;
    if (l < 0 || r >= size) continue;
    data[2 * l] = data[2 * l]! + 1;
    data[2 * r + 1] = data[2 * r + 1]! + 1;
  }
  const fft = new FFT(size);
  const out = fft.createComplexArray() as number[];
  fft.transform(out, data);
  // the two real signals' spectra from the one complex spectrum
  const left = (k: number): [number, number] => {
    const m = (size - k) % size;
    return [(out[2 * k]! + out[2 * m]!) / 2, (out[2 * k + 1]! - out[2 * m + 1]!) / 2];
  };
  const right = (k: number): [number, number] => {
    const m = (size - k) % size;
    return [(out[2 * k + 1]! + out[2 * m + 1]!) / 2, (out[2 * m]! - out[2 * k]!) / 2];
  };
  const score = (k: number): number => {
    const [a, b] = left(k);
    const [c, d] = right(k);
    return (Math.hypot(a, b) + Math.hypot(c, d)) / (2 * n);
  };
  // periods from span / 8 (at least eight candles) down to 2 pixels
  const kLo = Math.max(1, Math.ceil((size * 8) / span));
  const kHi = Math.floor(size / 2);
  const peak = longestStrongPeak(score, kLo, kHi, MIN_SCORE, PEAK_SHARE);
  if (!peak) return null;
  let pitch = size / peak.bin;
  let agreement = peak.score;
  let grid: number | undefined;
  if (pitch < 3.5 && Math.abs(pitch - Math.round(pitch)) < 0.05) {
    grid = Math.round(pitch);
    const onGrid = pitchAboveGrid(edges, score, kLo, size, grid);
    if (onGrid === null) return null;
    pitch = onGrid;
    agreement = score(Math.round(size / pitch));
  }
  // where each kind of edge stands in the slot, from the sums at the exact pitch
  const phaseOf = (pick: (e: { x0: number; x1: number }) => number): number => {
    let c = 0;
    let d = 0;
    for (const e of edges) {
      const t = (2 * Math.PI * pick(e)) / pitch;
      c += Math.cos(t);
      d += Math.sin(t);
    }
    return ((((Math.atan2(d, c) / (2 * Math.PI)) * pitch) % pitch) + pitch) % pitch;
  };
  const xl = phaseOf((e) => Math.round(e.x0));
  const xr = phaseOf((e) => Math.round(e.x1) + 1);
  let bodyWidth = (((xr - xl) % pitch) + pitch) % pitch;
  // bodies that fill their slot: the right edge wraps onto the next slot's left edge
  if (bodyWidth < 0.75) bodyWidth += pitch;
  const phase = (((xl + bodyWidth / 2 - 0.5) % pitch) + pitch) % pitch;
  return { pitch, phase, bodyWidth, score: agreement, ...(grid ? { grid } : {}) };
}
