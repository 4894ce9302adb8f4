// The drawings of the candle stage on the pane kept: the colour clusters of its plot and the two
// chosen as candle colours, the candle shapes on the slots of their pitch, and the wicks as found
// and as followed to their ends.
import type { AttemptTrace, PaneTrace } from '../../stage-trace.ts';
import type { ScanDiagnostics } from '../../stages/candles/index.ts';
import { median } from '../../shared/stats.ts';
import type { RgbaImage } from '../../types.ts';
import {
  caption,
  dimmed,
  hex,
  line,
  paint,
  palette,
  rect,
  type Canvas,
  type Rgb,
} from './canvas.ts';

/** The pane kept with its scan, in image coordinates: offset of its crop, plot, diagnostics. */
interface Scanned {
  dx: number;
  dy: number;
  pane: PaneTrace;
  diag: ScanDiagnostics | undefined;
}

export function scannedPane(best: AttemptTrace | undefined): Scanned | null {
  if (!best?.pane) return null;
  return { dx: best.box.x0, dy: best.box.y0, pane: best.pane, diag: best.pane.scan.diagnostics };
}

/** Paints a plot-sized label map over the plot: `colourOf(label)` or nothing for null. */
function paintLabels(
  c: Canvas,
  s: Scanned,
  labels: Uint8Array,
  colourOf: (l: number) => Rgb | null,
) {
  const { plot } = s.pane;
  const plotW = plot.right - plot.left;
  for (let i = 0; i < labels.length; i++) {
    const rgb = colourOf(labels[i]!);
    if (rgb) paint(c, s.dx + plot.left + (i % plotW), s.dy + plot.top + Math.floor(i / plotW), rgb);
  }
}

const plotRect = (s: Scanned) => ({
  x0: s.dx + s.pane.plot.left,
  y0: s.dy + s.pane.plot.top,
  x1: s.dx + s.pane.plot.right,
  y1: s.dy + s.pane.plot.bottom,
});

function nothing(c: Canvas, title: string): Canvas {
  caption(c, [title, 'no candle scan on the pane kept (no plot, or too few marks)']);
  return c;
}

/** 3. The plot's colour clusters in false colours; the two candle colours and the wicks' named. */
export function drawColourClusters(image: RgbaImage, best: AttemptTrace | undefined): Canvas {
  const c = dimmed(image);
  const s = scannedPane(best);
  if (!s?.diag) return nothing(c, '3. Colour clusters');
  const d = s.diag;
  const falseColour = palette(d.clusters.length);
  paintLabels(c, s, d.ink, (l) => (l ? [60, 60, 60] : null));
  paintLabels(c, s, d.clusterLabels, (l) => (l ? falseColour[l - 1]! : null));
  rect(c, plotRect(s), '#ffd400', 1.5);
  const role = (k: number): string =>
    k === d.chosen.first
      ? 'candle colour 1'
      : k === d.chosen.second
        ? 'candle colour 2'
        : k === d.chosen.wick
          ? 'wick colour'
          : d.fringe[k]
            ? 'fringe (dropped)'
            : '';
  const lines = d.clusters.map((cl, i) => {
    const k = i + 1;
    return `${k}. ${hex(cl.color)} shown as ${hex(falseColour[i]!)}: ${cl.count} px ${role(k)}`;
  });
  caption(c, [
    '3. Colour clusters of the plot (false colours; dark grey: other ink)',
    ...lines.slice(0, 14),
    ...(lines.length > 14 ? [`... ${lines.length - 14} more`] : []),
  ]);
  return c;
}

/** Slots at least this wide (pixels) have their edges drawn across the plot. */
const SLOT_LINES_FROM = 8;

/** 4. The candle colours' pixels, the slots of the candle pitch, and each candle found. */
export function drawSlotsAndCandles(image: RgbaImage, best: AttemptTrace | undefined): Canvas {
  const c = dimmed(image);
  const s = scannedPane(best);
  if (!s) return nothing(c, '4. Slots and candles');
  const { scan, plot } = s.pane;
  if (s.diag)
    paintLabels(c, s, s.diag.candleLabels, (l) =>
      l === 1 ? [0, 150, 170] : l === 2 ? [170, 40, 170] : null,
    );
  const xs = scan.candles.map((k) => k.x);
  const gaps = xs.slice(1).map((x, i) => x - xs[i]!);
  const pitch = s.diag?.lattice ?? (gaps.length ? median(gaps) : 0);
  // slot edges across the plot, or as ticks along its top and bottom where slots are narrow
  const tick = pitch >= SLOT_LINES_FROM ? plot.bottom - plot.top : 6;
  if (pitch > 1 && xs.length)
    for (let x = xs[0]! - pitch / 2; x <= xs[xs.length - 1]! + pitch / 2; x += pitch) {
      line(c, s.dx + x, s.dy + plot.top, s.dx + x, s.dy + plot.top + tick, '#5c636a', 0.6);
      line(c, s.dx + x, s.dy + plot.bottom - tick, s.dx + x, s.dy + plot.bottom, '#5c636a', 0.6);
    }
  for (const k of scan.candles) {
    const colour = k.cut ? '#fd7e14' : k.color === 0 ? '#00e5ff' : '#ff4dff';
    const half = Math.max(0.5, k.bodyWidth / 2);
    rect(
      c,
      {
        x0: s.dx + k.x - half,
        y0: s.dy + k.yBodyTop,
        x1: s.dx + k.x + half,
        y1: s.dy + k.yBodyBottom,
      },
      colour,
      1,
      k.hollow ? '2 1' : '',
    );
    line(c, s.dx + k.x, s.dy + k.yHigh, s.dx + k.x, s.dy + k.yLow, colour, 0.6);
  }
  rect(c, plotRect(s), '#ffd400', 1.5);
  caption(c, [
    '4. Slots and candles',
    `candles: ${scan.candles.length} (cyan colour 1, magenta colour 2, dashed hollow, orange cut from a wider shape)`,
    `pitch: ${pitch ? pitch.toFixed(2) : '-'} px (${s.diag?.lattice ? "the shapes' edges" : 'the median gap'}; grey: slot edges)`,
    `colours: ${scan.colors.map((rgb) => hex(rgb)).join(' and ')}; confidence ${scan.confidence.toFixed(2)}`,
    ...(scan.volumeTop !== null ? [`volume bars from row ${s.dy + scan.volumeTop} left out`] : []),
  ]);
  return c;
}

/** 5. The wicks: where each candle's high and low were first found, and where its wick ends. */
export function drawWicks(image: RgbaImage, best: AttemptTrace | undefined): Canvas {
  const c = dimmed(image, 0.45);
  const s = scannedPane(best);
  if (!s?.diag) return nothing(c, '5. Wicks');
  const { scan } = s.pane;
  let highs = 0;
  let lows = 0;
  scan.candles.forEach((k, i) => {
    const was = s.diag!.beforeWicks[i];
    if (!was) return;
    const x = s.dx + k.x + Math.max(1, k.bodyWidth / 2) + 2;
    const tick = (y: number, colour: string): void =>
      line(c, x - 1, s.dy + y, x + 3, s.dy + y, colour, 1);
    const followed = (y0: number, y1: number): void => {
      line(c, x, s.dy + y0, x, s.dy + y1, '#000000', 3.5);
      line(c, x, s.dy + y0, x, s.dy + y1, '#ffd400', 1.5);
    };
    if (k.yHigh < was.yHigh - 0.5) {
      highs++;
      followed(k.yHigh, was.yHigh);
    }
    if (k.yLow > was.yLow + 0.5) {
      lows++;
      followed(was.yLow, k.yLow);
    }
    tick(k.yHigh, '#00e5ff');
    tick(k.yLow, '#ff4dff');
  });
  caption(c, [
    '5. Wicks',
    `highs (cyan ticks) and lows (magenta ticks) of ${scan.candles.length} candles`,
    `followed further than their shapes (yellow): ${highs} highs, ${lows} lows`,
    `wicks in a colour of their own: ${scan.ownWickColour ? 'yes' : 'no'}`,
  ]);
  return c;
}
