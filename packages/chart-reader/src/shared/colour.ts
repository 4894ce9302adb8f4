import type { RgbaImage } from '../types.ts';

export type Rgb = [number, number, number];

export function dist(a: Rgb, b: Rgb): number {
  const dr = a[0] - b[0];
  const dg = a[1] - b[1];
  const db = a[2] - b[2];
  return Math.sqrt(dr * dr + dg * dg + db * db);
}

export function hex(c: Rgb): string {
  return (
    '#' +
    c
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** The colour a `#rrggbb` string writes (as `hex` writes them). */
export function fromHex(h: string): Rgb {
  const [r, g, b] = [1, 3, 5].map((k) => parseInt(h.slice(k, k + 2), 16));
  return [r!, g!, b!];
}

export function luminance(c: Rgb): number {
  return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
}

/** The two colour-difference components (Cb, Cr) that go with `luminance` (JPEG's YCbCr). */
export function chroma(c: Rgb): [number, number] {
  return [-0.1687 * c[0] - 0.3313 * c[1] + 0.5 * c[2], 0.5 * c[0] - 0.4187 * c[1] - 0.0813 * c[2]];
}

/** Hue in degrees (0..360) and saturation (0..1, HSV). */
export function hueSat(c: Rgb): { hue: number; sat: number } {
  const [r, g, b] = c;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const sat = max === 0 ? 0 : d / max;
  let hue = 0;
  if (d > 0) {
    if (max === r) hue = ((g - b) / d) % 6;
    else if (max === g) hue = (b - r) / d + 2;
    else hue = (r - g) / d + 4;
    hue *= 60;
    if (hue < 0) hue += 360;
  }
  return { hue, sat };
}

/** A colour bin (4 bits per channel) of a region: the mean colour of its pixels and their count. */
export interface ColourBin {
  colour: Rgb;
  count: number;
}

type BinTables = { counts: Uint32Array; sums: Float64Array; touched: number[] };

const binCounts = new Uint32Array(4096);
const binSums = new Float64Array(4096 * 3);
/** Whether the scratch tables are in use (a `take` that bins colours itself gets its own). */
let binsBusy = false;

/**
 * Bins the sampled pixels of a region into 16-level bins (count and channel sums per bin) and
 * hands the tables to `read`. The tables are kept between calls: only the bins a call touched
 * are cleared afterwards.
 */
function withBins<T>(
  img: RgbaImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  step: number,
  take: ((x: number, y: number) => boolean) | undefined,
  read: (t: BinTables) => T,
): T {
  const mine = !binsBusy;
  const counts = mine ? binCounts : new Uint32Array(4096);
  const sums = mine ? binSums : new Float64Array(4096 * 3);
  binsBusy = true;
  const touched: number[] = [];
  const d = img.data;
  try {
    const W = img.width;
    const xa = Math.max(0, x0);
    const xb = Math.min(W, x1);
    const yb = Math.min(img.height, y1);
    for (let y = Math.max(0, y0); y < yb; y += step) {
      for (let x = xa; x < xb; x += step) {
        if (take && !take(x, y)) continue;
        const i = (y * W + x) * 4;
        const r = d[i]!;
        const g = d[i + 1]!;
        const b = d[i + 2]!;
        const k = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
        if (counts[k] === 0) touched.push(k);
        counts[k]! += 1;
        sums[k * 3]! += r;
        sums[k * 3 + 1]! += g;
        sums[k * 3 + 2]! += b;
      }
    }
    return read({ counts, sums, touched });
  } finally {
    for (const k of touched) {
      counts[k] = 0;
      sums[k * 3] = 0;
      sums[k * 3 + 1] = 0;
      sums[k * 3 + 2] = 0;
    }
    if (mine) binsBusy = false;
  }
}

const meanOf = ({ counts, sums }: BinTables, k: number): Rgb => {
  const n = counts[k]!;
  return [sums[k * 3]! / n, sums[k * 3 + 1]! / n, sums[k * 3 + 2]! / n];
};

/**
 * The colours of a region in 16-level bins, each with the mean colour of its pixels, commonest
 * first (equal counts in bin order). Samples every `step` pixels; `take`, when given, chooses them.
 */
export function colourBins(
  img: RgbaImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  step = 1,
  take?: (x: number, y: number) => boolean,
): ColourBin[] {
  return withBins(img, x0, y0, x1, y1, step, take, (t) =>
    t.touched
      .sort((a, b) => t.counts[b]! - t.counts[a]! || a - b)
      .map((k) => ({ colour: meanOf(t, k), count: t.counts[k]! })),
  );
}

/** Most frequent colour (4 bits per channel bins, mean of the winning bin) in a box, sampling every `step` pixels. */
export function dominantColor(
  img: RgbaImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  step = 2,
): Rgb {
  // colourBins' first bin (the commonest, the lowest bin among equals) without sorting them all
  return withBins(img, x0, y0, x1, y1, step, undefined, (t) => {
    let best = -1;
    for (const k of t.touched)
      if (
        best < 0 ||
        t.counts[k]! > t.counts[best]! ||
        (t.counts[k] === t.counts[best] && k < best)
      )
        best = k;
    return best < 0 ? [0, 0, 0] : meanOf(t, best);
  });
}
