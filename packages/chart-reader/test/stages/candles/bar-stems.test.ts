import { describe, expect, it } from 'vitest';
import { ticksOfStems, withoutTicks } from '../../../src/stages/candles/bar-stem-ticks.ts';
import { barStems } from '../../../src/stages/candles/bar-stems.ts';

const W = 400;
const H = 120;

/** A label map with a filler for rectangles (columns x0..x1, rows y0..y1, inclusive). */
function labelMap(): {
  lab: Uint8Array;
  fill: (x0: number, x1: number, y0: number, y1: number) => void;
} {
  const lab = new Uint8Array(W * H);
  return {
    lab,
    fill: (x0, x1, y0, y1) => {
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) lab[y * W + x] = 1;
    },
  };
}

/** Bars on a 3 px pitch, one colour: a 1 px stem, 1 px ticks reaching the next stem's column. */
function denseBars(n: number): {
  lab: Uint8Array;
  bars: { x: number; open: number; close: number; high: number; low: number }[];
} {
  const { lab, fill } = labelMap();
  const bars = [];
  let close = 60;
  for (let k = 0; k < n; k++) {
    const x = 10 + 3 * k;
    const open = close;
    close = 60 + Math.round(20 * Math.sin(k / 7) + ((k * 37) % 11) - 5);
    const high = Math.min(open, close) - 2 - (k % 4);
    const low = Math.max(open, close) + 2 + (k % 3);
    fill(x, x, high, low);
    fill(x - 1, x - 1, open, open);
    fill(x + 1, x + 1, close, close);
    bars.push({ x, open, close, high, low });
  }
  return { lab, bars };
}

describe('the stems of OHLC bars', () => {
  it('are found where ticks join each bar to the next, and the ticks are read back', () => {
    const { lab, bars } = denseBars(100);
    const found = barStems(lab, W, H);
    expect(found).not.toBeNull();
    expect(found!.merged).toBe(true);
    const stems = found!.stems;
    expect(stems).toHaveLength(100);
    // without the ticks each stem stands alone: no pixel left between stems
    const bare = withoutTicks(lab, W, H, stems);
    for (const b of bars) expect(bare[b.open * W + b.x - 1]).toBe(0);
    const ticks = ticksOfStems(lab, W, H, stems);
    const right = ticks.filter(
      (t, k) => t.yOpen === bars[k]!.open && t.yClose === bars[k]!.close,
    ).length;
    expect(right).toBeGreaterThanOrEqual(95);
  });

  it('are found where long ticks join bars twelve pixels apart (each bar opening at the last close)', () => {
    // Plotly's default ticks: each a third of the pitch and more, so that a close and the next
    // open, on the same row, make one line from stem to stem
    const { lab, fill } = labelMap();
    const bars: { x: number; open: number; close: number }[] = [];
    let close = 60;
    for (let k = 0; k < 30; k++) {
      const x = 10 + 12 * k;
      const open = close;
      close = 60 + Math.round(25 * Math.sin(k / 4) + ((k * 37) % 9) - 4);
      const high = Math.min(open, close) - 3 - (k % 4);
      const low = Math.max(open, close) + 3 + (k % 3);
      fill(x, x, high, low);
      fill(x - 6, x - 1, open, open);
      fill(x + 1, x + 6, close, close);
      bars.push({ x, open, close });
    }
    const found = barStems(lab, W, H);
    expect(found).not.toBeNull();
    // the ticks are set aside, so that each stem is a shape of its own
    expect(found!.merged).toBe(true);
    expect(found!.stems).toHaveLength(30);
    const bare = withoutTicks(lab, W, H, found!.stems);
    for (const b of bars.slice(1)) expect(bare[b.open * W + b.x - 6]).toBe(0);
    const ticks = ticksOfStems(lab, W, H, found!.stems);
    const right = ticks.filter(
      (t, k) => t.yOpen === bars[k]!.open && t.yClose === bars[k]!.close,
    ).length;
    expect(right).toBeGreaterThanOrEqual(28);
  });

  it('are no bars in the edges of outlined bodies drawn side by side', () => {
    const { lab, fill } = labelMap();
    // outlined bodies 7 px wide touching each other, their wicks in another colour (not here)
    for (let k = 0; k < 40; k++) {
      const x0 = 10 + 7 * k;
      const top = 40 + ((k * 13) % 20);
      const bottom = top + 8 + ((k * 7) % 15);
      fill(x0, x0, top, bottom);
      fill(x0 + 6, x0 + 6, top, bottom);
      fill(x0, x0 + 6, top, top);
      fill(x0, x0 + 6, bottom, bottom);
    }
    expect(barStems(lab, W, H)).toBeNull();
  });

  it("are no bars in a steep line's pixel staircase", () => {
    const { lab, fill } = labelMap();
    // a line falling 5 rows per column, drawn one column at a time
    for (let x = 10; x < 30; x++) fill(x, x, 5 * (x - 10), 5 * (x - 10) + 4);
    for (let x = 40; x < 60; x++) fill(x, x, 100 - 5 * (x - 40), 104 - 5 * (x - 40));
    expect(barStems(lab, W, H)).toBeNull();
  });
});
