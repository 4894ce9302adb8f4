import { chroma, dist, luminance, type Rgb } from '../../shared/colour.ts';

/**
 * JPEG keeps brightness per pixel but colour only per block of pixels: a feature one or two
 * pixels thin (a wick, a flat candle's dash) keeps the brightness of its colour and loses much
 * of its hue to the background around it. Such a pixel is the candle colour `k` (1-based; 0 for
 * none) when its brightness is that colour's and its hue, however faint, points that colour's
 * way from the background's and no other colour's.
 */
export function desaturatedOf(p: Rgb, bg: Rgb, cols: Rgb[]): number {
  const yBg = luminance(bg);
  const cBg = chroma(bg);
  const cp = chroma(p);
  const q = [cp[0] - cBg[0], cp[1] - cBg[1]];
  let best = 0;
  let bestT = 0;
  for (let k = 0; k < cols.length; k++) {
    const c = cols[k]!;
    const dy = luminance(c) - yBg;
    if (Math.abs(dy) < 30) continue;
    const aY = (luminance(p) - yBg) / dy;
    if (aY < 0.6 || aY > 1.4) continue;
    const cc = chroma(c);
    const v = [cc[0] - cBg[0], cc[1] - cBg[1]];
    const v2 = v[0]! * v[0]! + v[1]! * v[1]!;
    // a colour without hue (grey, black) is read by brightness alone, elsewhere
    if (v2 < 25 * 25) continue;
    const t = (q[0]! * v[0]! + q[1]! * v[1]!) / v2;
    if (t < 0.2 || t > aY + 0.3) continue;
    const res = Math.hypot(q[0]! - t * v[0]!, q[1]! - t * v[1]!);
    if (res > 0.2 * Math.sqrt(v2) + 6) continue;
    if (t > bestT) {
      bestT = t;
      best = k + 1;
    }
  }
  return best;
}

/**
 * Is colour p a weaker shade of colour c over the background: about the same direction from the
 * background, less far from it, and its pixels mostly touching c's (the blurred or antialiased
 * edge of c's shapes, which compression also shifts off the exact blend)?
 */
export function weakerShade(p: Rgb, c: Rgb, bg: Rgb, touching: number): boolean {
  if (touching < 0.3) return false;
  const u: Rgb = [p[0] - bg[0], p[1] - bg[1], p[2] - bg[2]];
  const v: Rgb = [c[0] - bg[0], c[1] - bg[1], c[2] - bg[2]];
  const lu = Math.hypot(...u);
  const lv = Math.hypot(...v);
  if (lu === 0 || lv === 0 || lu >= lv) return false;
  return (u[0] * v[0] + u[1] * v[1] + u[2] * v[2]) / (lu * lv) >= 0.88;
}

/**
 * Is colour p close to the segment from a to b (an antialiasing blend of the two)? Within 18
 * levels, or `slack` times the segment's length when that is more.
 */
export function onSegment(p: Rgb, a: Rgb, b: Rgb, slack = 0): boolean {
  const ab: Rgb = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const ap: Rgb = [p[0] - a[0], p[1] - a[1], p[2] - a[2]];
  const L = ab[0] * ab[0] + ab[1] * ab[1] + ab[2] * ab[2];
  if (L === 0) return false;
  const t = (ap[0] * ab[0] + ap[1] * ab[1] + ap[2] * ab[2]) / L;
  if (t < 0.05 || t > 0.95) return false;
  const q: Rgb = [a[0] + t * ab[0], a[1] + t * ab[1], a[2] + t * ab[2]];
  return dist(p, q) < Math.max(18, slack * Math.sqrt(L));
}

/**
 * A compression ring of colour `c`: JPEG rings a coloured shape with pixels of its hue at far
 * less colour, darker or lighter than the background (beyond it from the colour, off the straight
 * blend `onSegment` tests). `p` is such a ring when its hue, measured from the background's,
 * points `c`'s way and holds at most `share` of `c`'s colour.
 */
export function ringOf(p: Rgb, bg: Rgb, c: Rgb, share = 0.6): boolean {
  const cBg = chroma(bg);
  const cp = chroma(p);
  const cc = chroma(c);
  const q = [cp[0] - cBg[0], cp[1] - cBg[1]] as const;
  const v = [cc[0] - cBg[0], cc[1] - cBg[1]] as const;
  const lq = Math.hypot(q[0], q[1]);
  const lv = Math.hypot(v[0], v[1]);
  if (lv < 40 || lq < 8 || lq > lv * share) return false;
  return (q[0] * v[0] + q[1] * v[1]) / (lq * lv) >= 0.95;
}
