import type { Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';

/**
 * Where the lines of a grid begin and end: for vertical lines (`vertical`) the rows, for
 * horizontal ones the columns. A grid line is a run of thin-line pixels (a pixel darker, or
 * lighter, than the pixels two places either side across the line) a quarter of the box or
 * longer, its pieces joined across whatever is drawn over it (candles, other lines) and across
 * gaps of background of up to four pixels (dots, a label's margin). The start is the earliest
 * that three lines apart from each other share (within 3 pixels), the end the latest; null when
 * no grid shows.
 */
export function gridLinesSpan(
  img: RgbaImage,
  bg: Rgb,
  box: PlotBox,
  vertical: boolean,
): { start: number; end: number } | null {
  const W = img.width;
  const d = img.data;
  // u runs across the lines, v along them
  const [u0, u1] = vertical ? [box.left, box.right] : [box.top, box.bottom];
  const [v0, v1] = vertical ? [box.top, box.bottom] : [box.left, box.right];
  const len = v1 - v0;
  if (len < 20 || u1 - u0 < 20) return null;
  const across = vertical ? 8 : 8 * W;
  const at = (u: number, v: number): number => (vertical ? v * W + u : u * W + v) * 4;
  const isLine = (i: number): boolean => {
    let lighter = 0;
    let darker = 0;
    let far = 0;
    for (let c = 0; c < 3; c++) {
      const x = d[i + c]!;
      const a = d[i - across + c]!;
      const b = d[i + across + c]!;
      if (x > a + 4 && x > b + 4) lighter++;
      else if (x < a - 4 && x < b - 4) darker++;
      far = Math.max(far, Math.min(Math.abs(x - a), Math.abs(x - b)));
    }
    return far >= 8 && (lighter === 0 || darker === 0) && lighter + darker > 0;
  };
  const isBg = (i: number): boolean =>
    (d[i]! - bg[0]) ** 2 + (d[i + 1]! - bg[1]) ** 2 + (d[i + 2]! - bg[2]) ** 2 <= 100;
  const lines: { u: number; s: number; e: number }[] = [];
  const lo = Math.max(2, u0);
  const hi = Math.min((vertical ? W : img.height) - 2, u1);
  const probes = 16;
  // a grid line shows at a good few of 16 evenly spaced places along the box (four pixels each,
  // not to fall between the dots of a dotted line every time)
  const candidates: number[] = [];
  for (let u = lo; u < hi; u++) {
    let hits = 0;
    for (let k = 0; k < probes && hits < 3; k++) {
      const v = v0 + Math.floor(((k + 0.5) * len) / probes);
      for (let j = 0; j < 4 && v + j < v1; j++)
        if (isLine(at(u, v + j))) {
          hits++;
          break;
        }
    }
    if (hits >= 3) candidates.push(u);
  }
  // where nearly every column passes, the image is noise, and walking them all would take long
  // for nothing (a dense JPEG chart can pass nine columns in ten)
  if (candidates.length > (hi - lo) * 0.95) return null;
  for (const u of candidates) {
    let s = -1;
    let e = -1;
    let n = 0;
    let bgRun = 0;
    let best = { s: 0, e: -1, n: 0 };
    for (let v = v0; v < v1; v++) {
      const i = at(u, v);
      if (isLine(i)) {
        if (s < 0 || bgRun > 4) {
          if (s >= 0 && n > best.n) best = { s, e, n };
          s = v;
          n = 0;
        }
        e = v;
        n++;
        bgRun = 0;
      } else if (isBg(i)) bgRun++;
      else if (bgRun <= 4) bgRun = 0;
    }
    if (s >= 0 && n > best.n) best = { s, e, n };
    if (best.e - best.s + 1 >= len * 0.25 && best.n >= 0.3 * (best.e - best.s + 1))
      lines.push({ u, s: best.s, e: best.e });
  }
  // the earliest start, and the latest end, that three lines apart from each other share
  const shared = (end: 's' | 'e'): number[] =>
    lines
      .filter((l) => {
        let apart = 0;
        let prev = -Infinity;
        for (const o of lines)
          if (Math.abs(o[end] - l[end]) <= 3) {
            if (o.u - prev > 4) apart++;
            prev = o.u;
          }
        return apart >= 3;
      })
      .map((l) => l[end]);
  const starts = shared('s');
  const ends = shared('e');
  return starts.length && ends.length
    ? { start: Math.min(...starts), end: Math.max(...ends) }
    : null;
}
