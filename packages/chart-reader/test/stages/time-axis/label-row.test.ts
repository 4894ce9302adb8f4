import { describe, expect, it } from 'vitest';
import { backgroundColours, inkMask } from '../../../src/shared/backgrounds.ts';
import { textLineBoxes } from '../../../src/stages/price-axis/index.ts';
import { timeLabelRows } from '../../../src/stages/time-axis/index.ts';
import type { RgbaImage } from '../../../src/types.ts';
import { blank, candle, rect, text, type Color } from '../../raster.ts';

const BG: Color = [19, 23, 34];
const INK: Color = [200, 200, 200];
const UP: Color = [38, 166, 154];
const PLOT = { left: 0, top: 40, right: 530, bottom: 200 };

/** A dark chart: candles in the plot (rows 40-200), labels drawn where each test wants them. */
function chart(): RgbaImage {
  const img = blank(600, 300, BG);
  for (let i = 0; i < 50; i++) {
    const y = 80 + Math.round(Math.sin(i / 5) * 30);
    candle(
      img,
      { x: 8 + i * 10, high: y - 10, low: y + 30, top: y, bottom: y + 20, width: 5, color: UP },
      BG,
    );
  }
  return img;
}

/** Labels of `texts` drawn `height` px tall starting at each x; returns their centres. */
function labels(img: RgbaImage, texts: string[], xs: number[], y: number, height = 9): number[] {
  return texts.map((t, i) => (xs[i]! + text(img, t, xs[i]!, y, height, INK) - 1) / 2);
}

const rowsOf = (img: RgbaImage, plot = PLOT) => {
  const ink = inkMask(img, backgroundColours(img));
  const lines = textLineBoxes(ink, img.width, img.height);
  return timeLabelRows(lines, ink, img.width, img.height, plot);
};

describe('time-axis label row', () => {
  it('finds the row of labels below the plot, each anchored at its centre', () => {
    const img = chart();
    const centres = labels(img, ['07:50', '08:00', '08:10', '08:20'], [40, 160, 280, 400], 215);
    const rows = rowsOf(img);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.below).toBe(true);
    const xs = rows[0]!.labels.map((l) => l.x);
    expect(xs).toHaveLength(4);
    xs.forEach((x, i) => expect(Math.abs(x - centres[i]!)).toBeLessThanOrEqual(1));
  });

  it('skips a pane legend of one run between the plot and the axis', () => {
    const img = chart();
    text(img, '12.5', 6, 208, 9, INK);
    labels(img, ['1200', '1300', '1400', '1500'], [40, 160, 280, 400], 260);
    const rows = rowsOf(img);
    expect(rows[0]!.labels).toHaveLength(4);
    expect(rows[0]!.labels[0]!.y0).toBeGreaterThanOrEqual(258);
  });

  it('tries the evenly spaced row before pane legends of several runs above it', () => {
    // a volume pane's and an oscillator's legends (runs of uneven length at uneven gaps) stand
    // between the candles and the time axis, as on a phone app's chart
    const img = chart();
    labels(img, ['7.61', '149.97', '183.95', '168.51'], [6, 60, 200, 230], 208);
    labels(img, ['53.77', '47.92', '65.48'], [6, 140, 176], 232);
    labels(img, ['05:05', '06:40', '08:15', '09:50'], [40, 160, 280, 400], 262);
    const rows = rowsOf(img);
    expect(rows[0]!.labels).toHaveLength(4);
    expect(rows[0]!.labels[0]!.y0).toBeGreaterThanOrEqual(260);
  });

  it("anchors labels at the axis' tick marks when it draws them (MetaTrader: left end)", () => {
    const img = chart();
    rect(img, 0, 204, 530, 205, INK); // the axis line
    const xs = [40, 160, 280, 400];
    for (const x of xs) rect(img, x - 2, 205, x - 1, 209, INK); // ticks below it
    labels(img, ['1200', '1300', '1400', '1500'], xs, 212);
    const rows = rowsOf(img);
    expect(rows[0]!.labels.map((l) => l.x)).toEqual(xs.map((x) => x - 2));
  });

  it('takes a row above the plot when none is below it', () => {
    const img = chart();
    const centres = labels(img, ['17:00', '18:00', '19:00'], [60, 220, 380], 22);
    const rows = rowsOf(img);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.below).toBe(false);
    rows[0]!.labels.forEach((l, i) => expect(Math.abs(l.x - centres[i]!)).toBeLessThanOrEqual(1));
  });

  it('finds nothing where no row of separate labels spreads over the plot', () => {
    const img = chart();
    text(img, '3.6491', 20, 220, 9, INK);
    labels(img, ['12', '13'], [40, 60], 260);
    expect(rowsOf(img)).toEqual([]);
  });
});
