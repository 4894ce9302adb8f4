import type { Rgb } from '../../shared/colour.ts';
import { median } from '../../shared/stats.ts';
import type { RgbaImage } from '../../types.ts';
import type { Cand } from './axis-fit.ts';

/**
 * Labels are drawn centred on their price; the tick mark or grid line beside them marks it to the
 * pixel. For each label look, in the strip just inside the label (towards the plot), for a thin
 * horizontal line within half a text height of the label's centre; when most labels have one,
 * use it as their y.
 */
export function snapToTicks(
  img: RgbaImage,
  bg: Rgb,
  cands: Cand[],
  side: 'left' | 'right',
  th: number,
): void {
  const W = img.width;
  const H = img.height;
  const d = img.data;
  const ink = (x: number, y: number): boolean => {
    const i = (y * W + x) * 4;
    return (d[i]! - bg[0]) ** 2 + (d[i + 1]! - bg[1]) ** 2 + (d[i + 2]! - bg[2]) ** 2 > 400;
  };
  const reach = Math.max(4, Math.round(th * 3));
  const snaps: (number | null)[] = cands.map((c) => {
    const xa = side === 'right' ? Math.max(0, c.line.x0 - reach) : Math.min(W - 1, c.line.x1 + 2);
    const xb = side === 'right' ? Math.max(0, c.line.x0 - 2) : Math.min(W - 1, c.line.x1 + reach);
    if (xb - xa < 3) return null;
    const rowInk = (y: number): number => {
      if (y < 0 || y >= H) return 0;
      let n = 0;
      for (let x = xa; x <= xb; x++) if (ink(x, y)) n++;
      return n / (xb - xa + 1);
    };
    const span = Math.max(1, Math.round(th * 0.5));
    const yc = Math.round(c.y);
    // Ink every row shares (an axis border line, a candle crossing the strip) is the level a
    // line must stand out from; a dotted line inks about half its row.
    const inks = new Map<number, number>();
    for (let y = yc - span - 6; y <= yc + span + 6; y++) inks.set(y, rowInk(y));
    const level = median([...inks.values()]);
    const at = (y: number): number => (inks.get(y) ?? rowInk(y)) - level;
    let bestY = -1;
    let bestD = Infinity;
    for (let y = yc - span; y <= yc + span; y++) {
      if (at(y) < 0.4) continue;
      // a thin line: rows a little above and below are mostly empty
      let top = y;
      while (at(top - 1) >= 0.4 && y - top < 3) top--;
      let bot = y;
      while (at(bot + 1) >= 0.4 && bot - y < 3) bot++;
      if (bot - top > 2 || at(top - 2) > 0.15 || at(bot + 2) > 0.15) continue;
      const mid = (top + bot) / 2;
      if (Math.abs(mid - c.y) < bestD) {
        bestD = Math.abs(mid - c.y);
        bestY = mid;
      }
    }
    return bestY >= 0 ? bestY : null;
  });
  const found = snaps.filter((v) => v !== null).length;
  if (found < Math.max(2, cands.length * 0.6)) return;
  // the offset between text centre and line must be consistent: use the median offset for all
  const offs = cands
    .map((c, i) => (snaps[i] !== null ? snaps[i]! - c.y : NaN))
    .filter((v) => Number.isFinite(v));
  const off = median(offs);
  if (offs.filter((v) => Math.abs(v - off) <= 1).length < offs.length * 0.7) return;
  cands.forEach((c, i) => {
    c.y = snaps[i] !== null && Math.abs(snaps[i]! - c.y - off) <= 1 ? snaps[i]! : c.y + off;
  });
}
