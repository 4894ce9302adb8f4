import type { Rgb } from '../../shared/colour.ts';
import type { RgbaImage } from '../../types.ts';
import { findTextLines } from './text-lines.ts';
import type { TextLine } from './label-text.ts';

/**
 * Labels drawn in a box of their own colour on the axis (the last price, the crosshair's price, a
 * moving average's value) stand at their price like the plain ones, but their text is ink only
 * against the box. Boxes are runs of one colour, far from the background, wider than tall, in
 * rows that follow one another; the text in each is read against the box's colour.
 */
export function boxedLines(img: RgbaImage, bg: Rgb, x0: number, x1: number): TextLine[] {
  const { width: W, height: H, data: d } = img;
  const minRun = 24;
  const near = (i: number, c: Rgb, t: number): boolean => {
    const dr = d[i]! - c[0];
    const dg = d[i + 1]! - c[1];
    const db = d[i + 2]! - c[2];
    return dr * dr + dg * dg + db * db <= t * t;
  };
  const out: TextLine[] = [];
  // the box being followed: its columns and colour, and its first row
  let box: { a: number; b: number; c: Rgb; y0: number } | null = null;
  const close = (y: number): void => {
    if (!box) return;
    const h = y - box.y0;
    if (h >= 10 && h <= 120 && box.b - box.a + 1 >= h * 1.5)
      out.push(...findTextLines(img, box.c, box.a + 1, box.y0 + 1, box.b, y - 1));
    box = null;
  };
  for (let y = 0; y < H; y++) {
    const row = y * W;
    if (box) {
      // a row of the box: its colour at both margins (text stands inside them)
      const { a, b, c } = box;
      if (near((row + a + 1) * 4, c, 30) && near((row + b - 1) * 4, c, 30)) continue;
      close(y);
    }
    // a box holds a row of one colour, far from the background, at least minRun wide; boxes
    // are ten rows or more, so every fourth row is searched and a box found is followed up to
    // its first row
    if (y % 4 !== 0) continue;
    for (let x = x0; x < x1;) {
      const i = (row + x) * 4;
      const dr = d[i]! - bg[0];
      const dg = d[i + 1]! - bg[1];
      const db = d[i + 2]! - bg[2];
      if (dr * dr + dg * dg + db * db <= 3600) {
        x++;
        continue;
      }
      const c: Rgb = [d[i]!, d[i + 1]!, d[i + 2]!];
      let e = x + 1;
      while (e < x1 && near((row + e) * 4, c, 30)) e++;
      if (e - x >= minRun) {
        let y0 = y;
        while (
          y0 > 0 &&
          y - y0 < 120 &&
          near(((y0 - 1) * W + x + 1) * 4, c, 30) &&
          near(((y0 - 1) * W + e - 2) * 4, c, 30)
        )
          y0--;
        box = { a: x, b: e - 1, c, y0 };
        break;
      }
      x = e;
    }
  }
  close(H);
  return out;
}
