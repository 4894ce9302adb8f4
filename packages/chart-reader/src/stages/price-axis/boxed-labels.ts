import { dominantColor, type Rgb } from '../../shared/colour.ts';
import type { RgbaImage } from '../../types.ts';
import { findTextLines } from './text-lines.ts';
import type { TextLine } from './label-text.ts';

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Share of the image's width on each side where price pills are looked for. */
export const PILL_STRIP = 0.3;

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

/**
 * The price pills along the image's left and right sides (the last price, a badge's label), their
 * text read against the pill's colour: a pill is ink of its own colour, so its text is not a line
 * of the ink mask, and a scale whose other labels a badge hides has only its pill to stand in a
 * column with the two labels that show. Pills whose text is already among `lines` (or inside one
 * of about its height) are not given again.
 */
export function pillTexts(img: RgbaImage, lines: readonly Box[]): TextLine[] {
  const W = img.width;
  const strip = Math.max(40, Math.round(W * PILL_STRIP));
  const step = Math.max(1, Math.floor(Math.sqrt((W * img.height) / 250000)));
  const bg = dominantColor(img, 0, 0, W, img.height, step);
  const found = [
    ...boxedLines(img, bg, 0, Math.min(W, strip)),
    ...boxedLines(img, bg, Math.max(0, W - strip), W),
  ];
  const inside = (a: Box, b: Box): boolean =>
    a.x0 >= b.x0 - 1 && a.x1 <= b.x1 + 1 && a.y0 >= b.y0 - 1 && a.y1 <= b.y1 + 1;
  return found.filter(
    (l) =>
      l.glyphs.length >= 2 &&
      !lines.some((o) => inside(l, o) && o.y1 - o.y0 <= (l.y1 - l.y0) * 1.3),
  );
}
