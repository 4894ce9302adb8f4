import { describe, expect, it } from 'vitest';
import { removeLongLines } from '../../../src/stages/candles/line-removal.ts';
import { restoreTallWicks } from '../../../src/stages/candles/tall-wicks.ts';
import type { RawCandle } from '../../../src/stages/candles/types.ts';

const W = 60;
const H = 200;
const plot = { left: 100, top: 50, right: 100 + W, bottom: 50 + H };

/** A label map with a vertical run of label `l` at plot column x, rows y0..y1. */
function stem(lab: Uint8Array, x: number, y0: number, y1: number, l = 1): void {
  for (let y = y0; y <= y1; y++) lab[y * W + x] = l;
}

/** Every pixel drawn on in a label map. */
const inkOf = (lab: Uint8Array): Uint8Array => lab.map((l) => (l ? 1 : 0));

/** A mark read at plot column x (image coordinates), rows y0..y1 (plot rows). */
function mark(x: number, y0: number, y1: number, bodyWidth: number): RawCandle {
  return {
    x: x + plot.left,
    yHigh: y0 + plot.top,
    yBodyTop: y0 + plot.top,
    yBodyBottom: y1 + plot.top,
    yLow: y1 + plot.top,
    bodyWidth,
    color: 0,
    hollow: false,
  };
}

describe('restoreTallWicks: a bar taller than half the plot keeps its wick', () => {
  it('gives an OHLC bar read from its ticks back the stem the vertical-line rule took', () => {
    // a stem over rows 10-140 of 200 (65% of the plot), an open tick left, a close tick right
    const lab = new Uint8Array(W * H);
    stem(lab, 20, 10, 140);
    for (let x = 16; x < 20; x++) lab[60 * W + x] = 1;
    for (let x = 21; x < 25; x++) lab[120 * W + x] = 1;
    const lined = lab.slice();
    const lines = removeLongLines(lab, W, H, 1);
    expect(lines[20]! & (1 << 1)).toBeTruthy();
    // (the stem is gone but beside its ticks: the bar is read from rows 60-120, its centre off)
    expect(lab[30 * W + 20]).toBe(0);
    const bar = mark(21, 60, 120, 9);
    expect(restoreTallWicks([bar], lined, lines, plot, W, H, H, inkOf(lined), 1)).toEqual([
      { x0: 20, x1: 20, top: 10, bottom: 140 },
    ]);
    expect(bar.yHigh).toBe(10 + plot.top);
    expect(bar.yLow).toBe(140 + plot.top);
  });

  it('does not run a candle along a crosshair drawn across the whole plot', () => {
    const lab = new Uint8Array(W * H);
    stem(lab, 30, 0, H - 1);
    const lined = lab.slice();
    const lines = removeLongLines(lab, W, H, 1);
    const candle = mark(30, 90, 100, 5);
    expect(restoreTallWicks([candle], lined, lines, plot, W, H, H, inkOf(lined), 1)).toEqual([]);
    expect([candle.yHigh, candle.yLow]).toEqual([90 + plot.top, 100 + plot.top]);
  });

  it('stops at the volume histogram and leaves columns with no line taken alone', () => {
    const lab = new Uint8Array(W * H);
    stem(lab, 40, 20, 199);
    const lined = lab.slice();
    const lines = removeLongLines(lab, W, H, 1);
    const candle = mark(40, 60, 70, 5);
    restoreTallWicks([candle], lined, lines, plot, W, H, 170, inkOf(lined), 1);
    expect([candle.yHigh, candle.yLow]).toEqual([20 + plot.top, 169 + plot.top]);
    // a mark wholly under the histogram's top takes nothing from the column above it
    const under = mark(40, 180, 190, 5);
    expect(restoreTallWicks([under], lined, lines, plot, W, H, 170, inkOf(lined), 1)).toEqual([]);
    expect([under.yHigh, under.yLow]).toEqual([180 + plot.top, 190 + plot.top]);
    const other = mark(10, 60, 70, 5);
    expect(
      restoreTallWicks([other], lined, new Uint16Array(W), plot, W, H, H, inkOf(lined), 1),
    ).toEqual([]);
  });

  it('leaves out a grid line two bars beside it would share, ends and all', () => {
    // a line over rows 20-150 (65% of the plot) at column 30, bars 2 px apart either side
    const lab = new Uint8Array(W * H);
    stem(lab, 30, 20, 150);
    const lined = lab.slice();
    const lines = removeLongLines(lab, W, H, 1);
    const left = mark(29, 80, 90, 3);
    const right = mark(31, 100, 104, 3);
    expect(restoreTallWicks([left, right], lined, lines, plot, W, H, H, inkOf(lined), 1)).toEqual(
      [],
    );
    expect([left.yHigh, right.yLow]).toEqual([80 + plot.top, 104 + plot.top]);
  });

  it('follows a spike over a moving average drawn across it, and not past bare background', () => {
    // a stem over rows 10-150 (70% of the plot) with a line of another colour (label 3) over
    // rows 60-63 across it; the bar was read below the line, rows 64-150
    const lab = new Uint8Array(W * H);
    stem(lab, 20, 10, 150);
    for (let x = 0; x < W; x++) for (let y = 60; y <= 63; y++) lab[y * W + x] = 3;
    const lined = lab.slice();
    const lines = removeLongLines(lab, W, H, 1);
    const bar = mark(20, 100, 120, 5);
    expect(restoreTallWicks([bar], lined, lines, plot, W, H, H, inkOf(lined), 1)).toHaveLength(1);
    expect([bar.yHigh, bar.yLow]).toEqual([10 + plot.top, 150 + plot.top]);
    // where the rows between are bare background, the stem above is something else's
    const bare = lined.slice();
    for (let x = 0; x < W; x++) for (let y = 60; y <= 63; y++) bare[y * W + x] = 0;
    const lower = mark(20, 100, 120, 5);
    restoreTallWicks([lower], bare, lines, plot, W, H, H, inkOf(bare), 1);
    expect(lower.yHigh).toBe(64 + plot.top);
  });
});
