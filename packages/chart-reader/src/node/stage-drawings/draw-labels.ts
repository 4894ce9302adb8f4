// The drawings of the stages before the candles: the screenshot's ink and the panes tried, and
// the label columns with the values read and the price axis fitted.
import type { AttemptTrace, ChartTrace } from '../../stage-trace.ts';
import { priceAtY } from '../../stages/assemble/index.ts';
import type { PriceAxis, RgbaImage } from '../../types.ts';
import { caption, dimmed, hex, line, paint, palette, rect, text, type Canvas } from './canvas.ts';

const round = (v: number, digits = 2): string =>
  Number.isFinite(v) ? String(Math.round(v * 10 ** digits) / 10 ** digits) : String(v);

/** The verdict of an attempt in a few words. */
function verdictOf(a: AttemptTrace): string {
  const r = a.reading;
  if (!r.found) return 'nothing found';
  return r.accepted ? `accepted ${r.confidence}` : `refused (${r.candles.length} candles)`;
}

/** 1. The ink (what differs from the surface around it), the text lines, the panes tried. */
export function drawInkAndPanes(image: RgbaImage, t: ChartTrace): Canvas {
  const c = dimmed(image);
  let inked = 0;
  if (t.ink)
    for (let i = 0; i < t.ink.length; i++)
      if (t.ink[i]) {
        inked++;
        paint(c, i % image.width, Math.floor(i / image.width), [150, 150, 150]);
      }
  for (const l of t.lines) rect(c, l, '#2e86de', 1);
  t.attempts.forEach((a, k) => {
    const best = k === t.best;
    rect(c, a.box, best ? '#ffd400' : '#9aa0a6', best ? 3 : 1.5, best ? '' : '6 4');
    text(
      c,
      a.box.x0 + 4,
      a.box.y0 + c.font + 2 + (best ? 0 : c.font * 1.2 * (k % 3)),
      `pane ${k + 1}: merit ${round(a.stages)}, weighed ${round(a.judged)}, ${verdictOf(a)}`,
      best ? '#ffd400' : '#c8ccd0',
    );
    const p = a.reading.plot;
    if (best && p) rect(c, { x0: p.left, y0: p.top, x1: p.right, y1: p.bottom }, '#51cf66', 2);
  });
  const share = t.ink ? (100 * inked) / t.ink.length : 0;
  caption(c, [
    '1. Ink and panes',
    `ink (grey): ${round(share, 1)} % of the pixels; text lines (blue): ${t.lines.length}`,
    `panes tried: ${t.attempts.length} (dashed), kept: ${t.best >= 0 ? `pane ${t.best + 1} (yellow), its plot green` : 'none, the whole image was read'}`,
  ]);
  return c;
}

/** An axis' labels drawn at their rows across the plot: the value of each label kept, the text
 * of each rejected. */
export function drawAxis(c: Canvas, axis: PriceAxis, x0: number, x1: number): void {
  for (const l of axis.labels) {
    line(c, x0, l.y, x1, l.y, '#3d8bfd', 0.8, '3 3');
    text(c, x0 + 4, l.y - 3, `${l.value}`, '#6ea8fe');
  }
  for (const l of axis.rejected ?? []) {
    line(c, x0, l.y, x0 + (x1 - x0) * 0.2, l.y, '#fd7e14', 0.8, '2 4');
    text(c, x0 + 4, l.y + c.font, `x ${l.text}`, '#fd7e14');
  }
}

/** 2. The label columns with what was read in each line, the scales, the axis fitted. */
export function drawLabelColumns(image: RgbaImage, t: ChartTrace): Canvas {
  const c = dimmed(image);
  const colours = palette(Math.max(1, t.columns.length)).map(hex);
  const shown = new Set<object>();
  let ocr = 0;
  t.columns.forEach((col, k) => {
    for (const e of col.entries) {
      rect(c, e.box, colours[k]!, 1);
      if (shown.has(e)) continue;
      shown.add(e);
      if (e.line?.ocr) ocr++;
      const said = e.line ? `${e.line.ocr ? 'ocr ' : ''}${e.line.text || '?'}` : 'words';
      const left = e.box.x0 > image.width / 2;
      text(
        c,
        left ? e.box.x0 - 3 : e.box.x1 + 3,
        e.box.y1,
        said,
        colours[k]!,
        left ? 'end' : 'start',
      );
    }
  });
  for (const run of t.runs) rect(c, run.box, '#ffffff', 1.5, '2 2');
  const best = t.attempts[t.best];
  const lines = [
    '2. Label columns and the price axis',
    `columns: ${t.columns.length} (one colour each, the text read beside each line; 'ocr': lines of weak columns read again by the label reader: ${ocr}); scales: ${t.runs.length} (white)`,
  ];
  const pane = best?.pane;
  const axis = best?.reading.priceAxis;
  if (best && pane && axis) {
    const p = best.reading.plot!;
    drawAxis(c, axis, p.left, p.right);
    const glyph = pane.axis.axis;
    lines.push(
      `axis (blue, rejected orange): ${axis.side}, ${axis.scale}, ${axis.labels.length} labels; ${!t.recognises ? 'not checked (the glyph reader alone)' : pane.labelsSource === 'ocr' ? 'read again by the label reader, which disagreed with the reading' : 'checked by the label reader, which agreed'}; residual ${round(axis.fit.residual)} px`,
      `glyph fit: ${glyph ? `${glyph.labels.length} labels, ${glyph.scale}` : 'none'}; stage confidence ${round(pane.axis.confidence)}; text height ${round(pane.axis.textHeight, 1)} px`,
      `prices at the plot's top and bottom: ${round(priceAtY(axis, p.top), 6)} .. ${round(priceAtY(axis, p.bottom), 6)}`,
    );
  } else lines.push('no price axis read: prices are relative to the plot');
  caption(c, lines);
  return c;
}
