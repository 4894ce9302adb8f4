// Draws what the reader found on the screenshot: the plot box and panes, the price-axis labels
// with the values read (kept in blue, rejected in orange), every candle (rising cyan, falling
// magenta, body and wick extents), the time labels read (green, at their anchors), the legend
// lines read and the verdict. The tool for understanding a failure.
import sharp from 'sharp';
import type { ChartReading } from '../types.ts';
import type { DecodedImage } from './decode.ts';

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function box(
  b: { left: number; top: number; right: number; bottom: number },
  color: string,
  dash = '',
): string {
  return `<rect x="${b.left}" y="${b.top}" width="${b.right - b.left}" height="${b.bottom - b.top}" fill="none" stroke="${color}" stroke-width="1.5"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
}

let fontSize = 11;

function tag(x: number, y: number, text: string, color: string, anchor = 'start'): string {
  return `<text x="${x}" y="${y}" fill="${color}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" text-anchor="${anchor}" stroke="#000" stroke-width="2.5" paint-order="stroke">${esc(text)}</text>`;
}

/** An SVG layer the size of the image with the reading drawn on it. */
export function debugSvg(reading: ChartReading, width: number, height: number): string {
  fontSize = Math.max(11, Math.round(Math.max(width, height) / 90));
  const parts: string[] = [];
  for (const p of reading.diagnostics?.panes ?? [])
    parts.push(
      box(p, p.kind === 'price' ? '#ffd400' : '#9aa0a6', p.kind === 'price' ? '' : '4 3'),
      tag(p.left + 3, p.top + 12, p.kind, '#ffd400'),
    );
  if (reading.plot) parts.push(box(reading.plot, '#ffd400'));
  const axis = reading.priceAxis;
  if (axis) {
    const x = axis.side === 'right' ? width - 4 : 4;
    const anchor = axis.side === 'right' ? 'end' : 'start';
    for (const l of axis.labels)
      parts.push(
        `<line x1="${reading.plot?.left ?? 0}" x2="${reading.plot?.right ?? width}" y1="${l.y}" y2="${l.y}" stroke="#3d8bfd" stroke-width="0.6" stroke-dasharray="2 3"/>`,
        tag(x, l.y - 2, `${l.value}`, '#6ea8fe', anchor),
      );
    for (const l of axis.rejected ?? [])
      parts.push(tag(x, l.y + fontSize, `x ${l.text}`, '#fd7e14', anchor));
  }
  for (const m of reading.diagnostics?.rejectedMarks ?? []) parts.push(box(m, '#fd7e14', '2 2'));
  for (const t of reading.diagnostics?.timeLabels ?? [])
    parts.push(
      `<line x1="${t.x}" x2="${t.x}" y1="${t.y - fontSize}" y2="${t.y - fontSize / 2}" stroke="#20c997" stroke-width="1.5"/>`,
      tag(t.x, t.y - fontSize, t.text || '?', '#20c997', 'middle'),
    );
  for (const t of reading.diagnostics?.legendLines ?? [])
    parts.push(tag(t.x, t.y + fontSize, `legend: ${t.text}`, '#ffa8a8'));
  for (const c of reading.candles) {
    const color = c.up ? '#00e5ff' : '#ff4dff';
    const half = Math.max(1, c.bodyWidth / 2);
    const top = Math.min(c.yOpen, c.yClose);
    const bottom = Math.max(c.yOpen, c.yClose);
    parts.push(
      `<line x1="${c.x}" x2="${c.x}" y1="${c.yHigh - 3}" y2="${c.yHigh - 1}" stroke="${color}" stroke-width="1"/>`,
      `<line x1="${c.x}" x2="${c.x}" y1="${c.yLow + 1}" y2="${c.yLow + 3}" stroke="${color}" stroke-width="1"/>`,
      `<rect x="${c.x - half - 1}" y="${top - 1}" width="${2 * half + 2}" height="${Math.max(1, bottom - top) + 2}" fill="none" stroke="${color}" stroke-width="0.8"/>`,
    );
  }
  const verdict = reading.accepted
    ? `accepted, confidence ${reading.confidence}, ${reading.candles.length} candles${reading.uncertain.length ? `; uncertain: ${reading.uncertain.join(', ')}` : ''}`
    : `refused: ${reading.reason ?? ''}`;
  const meta = [reading.symbol, reading.timeframe].filter(Boolean).join(' ');
  parts.push(
    tag(
      6,
      height - 6,
      `${verdict}${meta ? ` · ${meta}` : ''}`,
      reading.accepted ? '#51cf66' : '#ff6b6b',
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/** Writes the screenshot with the reading drawn over it as a PNG file. */
export async function writeDebugImage(
  image: DecodedImage,
  reading: ChartReading,
  out: string,
): Promise<void> {
  const svg = debugSvg(reading, image.width, image.height);
  await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png()
    .toFile(out);
}
