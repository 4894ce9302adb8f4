// The drawings of the reading kept: the candles assembled (directions, opens and closes, prices),
// the verdict with the evidence it weighed, and the time axis and legend.
import type { ChartTrace } from '../../stage-trace.ts';
import type { ChartReading, RgbaImage } from '../../types.ts';
import { caption, dimmed, line, rect, text, undim, type Canvas } from './canvas.ts';
import { drawAxis } from './draw-labels.ts';

const plotRect = (r: ChartReading) =>
  r.plot ? { x0: r.plot.left, y0: r.plot.top, x1: r.plot.right, y1: r.plot.bottom } : null;

const ohlc = (k: ChartReading['candles'][number]): string =>
  [k.open, k.high, k.low, k.close].map((v) => +v.toPrecision(7)).join(' / ');

/** 6. The candles as assembled: rising or falling, open and close ticks, the prices. */
export function drawAssembly(image: RgbaImage, r: ChartReading): Canvas {
  const c = dimmed(image, 0.15);
  const p = plotRect(r);
  if (p) rect(c, p, '#ffd400', 1);
  if (r.priceAxis && r.plot) drawAxis(c, r.priceAxis, r.plot.left, r.plot.right);
  for (const k of r.candles) {
    const colour = k.up ? '#00e5ff' : '#ff4dff';
    const half = Math.max(1, k.bodyWidth / 2);
    line(c, k.x, k.yHigh, k.x, k.yLow, colour, 1);
    line(c, k.x - half - 1, k.yOpen, k.x, k.yOpen, colour, 1.5);
    line(c, k.x, k.yClose, k.x + half + 1, k.yClose, colour, 1.5);
  }
  const first = r.candles[0];
  const last = r.candles[r.candles.length - 1];
  caption(c, [
    '6. Assembly',
    `${r.candles.length} candles: rising cyan, falling magenta; open tick left, close tick right`,
    `colours: ${r.colors ? `up ${r.colors.up}, down ${r.colors.down}, directions from ${r.colors.method === 'data' ? 'the opens and closes' : 'the hue'}` : '-'}; direction confidence ${r.stages.colors}; bodies shown ${r.stages.bodies ?? '-'}`,
    `prices ${r.relativePrices ? 'relative to the plot (no axis)' : `through the ${r.priceAxis?.scale} axis`}${r.heikinAshi ? '; Heikin-Ashi' : ''}`,
    ...(first && last ? [`first O/H/L/C ${ohlc(first)}`, `last  O/H/L/C ${ohlc(last)}`] : []),
  ]);
  return c;
}

/** 7. The verdict: accepted or refused and why, the confidence, the evidence, the warnings. */
export function drawVerdict(image: RgbaImage, r: ChartReading): Canvas {
  const c = dimmed(image, 0.35);
  const p = plotRect(r);
  if (p) rect(c, p, r.accepted ? '#51cf66' : '#ff6b6b', 2);
  const ev = Object.entries(r.evidence ?? {}).map(([k, v]) => `${k} ${+v.toFixed(3)}`);
  const rows: string[] = [];
  for (let i = 0; i < ev.length; i += 4) rows.push(ev.slice(i, i + 4).join(', '));
  caption(c, [
    '7. Verdict',
    r.accepted
      ? `accepted, confidence ${r.confidence}${r.uncertain.length ? `; uncertain: ${r.uncertain.join(', ')}` : ''}`
      : `refused: ${r.reason ?? ''}`,
    `stages: plot ${r.stages.plot}, candles ${r.stages.candles}, axis ${r.stages.axis}, colours ${r.stages.colors}`,
    ...(rows.length ? ['evidence:', ...rows] : ['no evidence: nothing was found']),
    ...(r.warnings.length ? ['warnings:', ...r.warnings.map((w) => `- ${w}`)] : []),
  ]);
  return c;
}

/** 8. The time axis and the legend: the labels read at their anchors, the lines of the legend. */
export function drawTimeAxis(image: RgbaImage, r: ChartReading, t: ChartTrace): Canvas {
  const c = dimmed(image);
  const times = t.times;
  if (!times) {
    caption(c, [
      '8. Time axis and legend',
      r.found
        ? 'not read: the glyph reader reads digits only (the OCR reads time labels and legends)'
        : 'not read: no chart found',
    ]);
    return c;
  }
  for (const l of times.time.labels) {
    undim(c, image, { x0: l.x - 40, y0: l.y - 10, x1: l.x + 40, y1: l.y + 10 });
    line(c, l.x, l.y - c.font, l.x, l.y - c.font / 2, '#20c997', 1.5);
    text(c, l.x, l.y - c.font, l.text || '?', '#20c997', 'middle');
  }
  for (const l of times.legend?.lines ?? []) text(c, l.x, l.y + c.font * 1.5, l.text, '#ffa8a8');
  const first = r.candles[0]?.time ?? null;
  const last = r.candles[r.candles.length - 1]?.time ?? null;
  caption(c, [
    '8. Time axis and legend',
    `time labels read (green): ${times.time.labels.length}, of which parsed: ${times.time.anchors.length}`,
    `legend lines read (pink): ${times.legend?.lines.length ?? 0}`,
    `symbol ${r.symbol ?? '-'}, timeframe ${r.timeframe ?? '-'}, first candle ${first ?? '-'}, last ${last ?? '-'}`,
  ]);
  return c;
}
