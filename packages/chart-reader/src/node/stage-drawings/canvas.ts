// A drawing of one stage: the screenshot dimmed (so that what the stage found stands out), pixels
// painted over it, and an SVG layer of boxes, lines and words; written as a PNG.
import sharp from 'sharp';
import type { RgbaImage } from '../../types.ts';

export type Rgb = readonly [number, number, number];

export interface Canvas {
  width: number;
  height: number;
  /** RGBA pixels, painted in place. */
  data: Uint8Array;
  /** SVG elements drawn over the pixels. */
  parts: string[];
  /** Lines of text in a panel above the screenshot: what the drawing shows, what was found. */
  captionLines: string[];
  /** Text size for this screenshot's size. */
  font: number;
}

/** A box in image pixels (inclusive bounds). */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The screenshot at `keep` of its brightness (a quarter by default). */
export function dimmed(image: RgbaImage, keep = 0.25): Canvas {
  const data = new Uint8Array(image.width * image.height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = image.data[i]! * keep;
    data[i + 1] = image.data[i + 1]! * keep;
    data[i + 2] = image.data[i + 2]! * keep;
    data[i + 3] = 255;
  }
  const font = Math.max(11, Math.round(Math.max(image.width, image.height) / 100));
  return { width: image.width, height: image.height, data, parts: [], captionLines: [], font };
}

/** Copies the screenshot's own pixels back into a box (the part a drawing looks at). */
export function undim(c: Canvas, image: RgbaImage, r: Rect): void {
  for (let y = Math.max(0, r.y0); y <= Math.min(c.height - 1, r.y1); y++)
    for (let x = Math.max(0, r.x0); x <= Math.min(c.width - 1, r.x1); x++) {
      const i = (y * c.width + x) * 4;
      c.data[i] = image.data[i]!;
      c.data[i + 1] = image.data[i + 1]!;
      c.data[i + 2] = image.data[i + 2]!;
    }
}

export function paint(c: Canvas, x: number, y: number, rgb: Rgb): void {
  if (x < 0 || y < 0 || x >= c.width || y >= c.height) return;
  const i = (y * c.width + x) * 4;
  c.data[i] = rgb[0];
  c.data[i + 1] = rgb[1];
  c.data[i + 2] = rgb[2];
}

export const hex = (rgb: Rgb): string =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** A colour from hue (degrees), saturation and value (0..1). */
function hsv(h: number, s: number, v: number): Rgb {
  const f = (n: number): number => {
    const k = (n + h / 60) % 6;
    return Math.round(255 * (v - v * s * Math.max(0, Math.min(k, 4 - k, 1))));
  };
  return [f(5), f(3), f(1)];
}

/** `n` colours of distinct hues (golden-angle steps from blue, then pink: unlike the usual
 * candle colours), bright on a dark drawing. */
export function palette(n: number): Rgb[] {
  return Array.from({ length: n }, (_, k) => hsv((200 + k * 137.508) % 360, 0.7, 1));
}

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function rect(c: Canvas, r: Rect, color: string, width = 1.5, dash = ''): void {
  c.parts.push(
    `<rect x="${r.x0}" y="${r.y0}" width="${Math.max(1, r.x1 - r.x0 + 1)}" height="${Math.max(1, r.y1 - r.y0 + 1)}" fill="none" stroke="${color}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
  );
}

export function line(
  c: Canvas,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: string,
  width = 1,
  dash = '',
): void {
  c.parts.push(
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
  );
}

export function text(
  c: Canvas,
  x: number,
  y: number,
  s: string,
  color: string,
  anchor: 'start' | 'middle' | 'end' = 'start',
  size = c.font,
): void {
  c.parts.push(
    `<text x="${x}" y="${y}" fill="${color}" font-family="DejaVu Sans, sans-serif" font-size="${size}" text-anchor="${anchor}" stroke="#000" stroke-width="2.5" paint-order="stroke">${esc(s)}</text>`,
  );
}

/** Sets the lines shown above the screenshot: the first names the stage. */
export function caption(c: Canvas, lines: readonly string[]): void {
  c.captionLines = [...lines];
}

/** Lines no wider than `chars` characters, broken at spaces. */
function wrapped(lines: readonly string[], chars: number): string[] {
  const out: string[] = [];
  for (const l of lines) {
    let rest = l;
    while (rest.length > chars) {
      const cut = rest.lastIndexOf(' ', chars);
      const at = cut > chars / 2 ? cut : chars;
      out.push(rest.slice(0, at));
      rest = `  ${rest.slice(at).trimStart()}`;
    }
    out.push(rest);
  }
  return out;
}

/** Writes the drawing as a PNG file: the caption's panel, the screenshot drawn on below it. */
export async function writePng(c: Canvas, file: string): Promise<void> {
  const lines = wrapped(c.captionLines, Math.max(20, Math.floor((c.width - 16) / (c.font * 0.6))));
  const lineHeight = Math.round(c.font * 1.35);
  const panel = lines.length * lineHeight + 10;
  const head = lines
    .map(
      (l, i) =>
        `<text x="8" y="${(i + 1) * lineHeight}" fill="${i === 0 ? '#ffd400' : '#ffffff'}" font-family="DejaVu Sans, sans-serif" font-size="${c.font}">${esc(l)}</text>`,
    )
    .join('');
  const svg = (h: number, body: string): Buffer =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${c.width}" height="${h}">${body}</svg>`,
    );
  await sharp(c.data, { raw: { width: c.width, height: c.height, channels: 4 } })
    .extend({ top: panel, background: { r: 0, g: 0, b: 0, alpha: 1 } })
    .composite([
      { input: svg(panel, head), top: 0, left: 0 },
      { input: svg(c.height, c.parts.join('')), top: panel, left: 0 },
    ])
    .png({ compressionLevel: 6 })
    .toFile(file);
}
