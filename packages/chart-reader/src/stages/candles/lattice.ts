import FFT from 'fft.js';

/** The grid candles are drawn on: slot k is centred at `phase + k * pitch` (plot x). */
export interface Lattice {
  pitch: number;
  /** x of one slot centre, in [0, pitch). */
  phase: number;
  /** The body width implied by where the shapes' left and right edges fall in the slot. */
  bodyWidth: number;
  /** Mean phase agreement of the edges at this pitch, 0..1. */
  score: number;
}

/** Below this agreement the edges do not show one grid (lines, text and specks dominate). */
const MIN_SCORE = 0.4;
/** A peak at least this share of the strongest one is a candidate pitch. */
const PEAK_SHARE = 0.7;

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
  const pitch = size / peak.bin;
  if (pitch < 3.5 && Math.abs(pitch - Math.round(pitch)) < 0.05) return null;
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
  return { pitch, phase, bodyWidth, score: peak.score };
}
