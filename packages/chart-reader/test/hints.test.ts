import { describe, expect, it } from 'vitest';
import { hintProblem, readChart, type ChartReading, type ReadingHints } from '../src/index.ts';
import { parseHintFlag } from '../src/node/hint-args.ts';
import { markedPlot } from '../src/read-pane.ts';
import { blank, rect, syntheticChart } from './raster.ts';

const last = (r: ChartReading) => r.candles[r.candles.length - 1]!;

describe("the trader's hints", () => {
  it('reads prices through two marked heights where no price label can be read', () => {
    const chart = syntheticChart({ n: 36, seed: 3 });
    const { image } = chart;
    // the label column painted over: nothing to read prices from
    rect(image, image.width - 70, 0, image.width, image.height, [19, 23, 34]);
    const bare = readChart(image);
    expect(bare.accepted).toBe(false);
    expect(bare.relativePrices).toBe(true);

    const axis: [
      { y: number; price: number; text: string },
      { y: number; price: number; text: string },
    ] = [
      { y: 60, price: chart.priceOf(60), text: chart.priceOf(60).toFixed(2) },
      { y: 300, price: chart.priceOf(300), text: chart.priceOf(300).toFixed(2) },
    ];
    const r = readChart(image, { hints: { axis } });
    expect(r.accepted).toBe(true);
    expect(r.relativePrices).toBe(false);
    expect(r.candles).toHaveLength(36);
    r.candles.forEach((c, i) => {
      const t = chart.candles[i]!;
      for (const k of ['open', 'high', 'low', 'close'] as const)
        expect(Math.abs(c[k] - t[k])).toBeLessThan(0.03);
    });
    // the typed prices stand in for labels, so the reading keeps their decimals
    expect(r.priceAxis!.labels.map((l) => l.text)).toEqual(axis.map((a) => a.text));
    expect(r.warnings).toContain('prices from the two heights you marked');
    // a hinted reading is deterministic
    expect(readChart(image, { hints: { axis } })).toEqual(r);
  });

  it('keeps the labels it read when they agree with the marked heights', () => {
    const chart = syntheticChart({ n: 30, seed: 5 });
    const plain = readChart(chart.image);
    const r = readChart(chart.image, {
      hints: {
        axis: [
          { y: 20, price: chart.priceOf(20) },
          { y: 300, price: chart.priceOf(300) },
        ],
      },
    });
    expect(r.priceAxis!.labels.length).toBe(plain.priceAxis!.labels.length);
    expect(Math.abs(last(r).close - last(plain).close)).toBeLessThan(0.02);
  });

  it('leaves out what stands right of the marked last candle', () => {
    const chart = syntheticChart({ n: 40, seed: 7 });
    const lastX = chart.candles[29]!.x;
    const r = readChart(chart.image, { hints: { lastX } });
    expect(r.candles).toHaveLength(30);
    expect(Math.abs(last(r).close - chart.candles[29]!.close)).toBeLessThan(0.03);
    expect(r.warnings).toContain('10 marks right of the last candle you marked left out');
  });

  it('reads the marked pane, not another chart on the same screenshot', () => {
    const a = syntheticChart({ n: 30, seed: 11, base: 200 });
    const b = syntheticChart({ n: 45, seed: 12, base: 50 });
    const w = a.image.width;
    const h = a.image.height;
    const both = blank(w, 2 * h, [19, 23, 34]);
    both.data.set(a.image.data);
    both.data.set(b.image.data, w * h * 4);

    // unmarked, the reader takes the pane with more candles (the lower one)
    expect(readChart(both).candles).toHaveLength(45);
    const r = readChart(both, { hints: { plot: { x0: 0, y0: 0, x1: w - 1, y1: h - 1 } } });
    expect(r.accepted).toBe(true);
    expect(r.candles).toHaveLength(30);
    expect(Math.abs(last(r).close - a.candles[29]!.close)).toBeLessThan(0.03);
    expect(r.plot!.bottom).toBeLessThanOrEqual(h);
  });

  it('stops the marked pane at its own border when the box drawn by hand runs past it', () => {
    const a = syntheticChart({ n: 30, seed: 21, base: 120, volume: true });
    const b = syntheticChart({ n: 40, seed: 22, base: 80 });
    const w = a.image.width;
    const h = a.image.height;
    const both = blank(w, 2 * h + 3, [19, 23, 34]);
    both.data.set(a.image.data);
    // the panes' border: a grey line across the picture, the lower pane under it
    rect(both, 0, h, w, h + 3, [120, 124, 132]);
    both.data.set(b.image.data, w * (h + 3) * 4);
    const unmarked = readChart(both, { hints: { plot: { x0: 0, y0: 0, x1: w - 1, y1: h - 1 } } });
    // the box drawn two rows past the border, as a hand does
    const r = readChart(both, { hints: { plot: { x0: 0, y0: 0, x1: w - 1, y1: h + 4 } } });
    expect(r.accepted).toBe(true);
    expect(r.candles).toHaveLength(30);
    expect(r.plot!.bottom).toBeLessThanOrEqual(h);
    expect(r.candles.map((c) => c.low)).toEqual(unmarked.candles.map((c) => c.low));
  });

  it('keeps the marked rows where the edge found stands far from them, or outside them', () => {
    const marked = { top: 10, bottom: 310 };
    // borders three rows inside the marked top and two inside the marked bottom are the pane's
    expect(markedPlot({ left: 0, right: 100, top: 13, bottom: 308 }, marked)).toMatchObject({
      top: 13,
      bottom: 308,
    });
    // a panel's edge a third of the way down is not the pane's: the marked rows stand
    expect(markedPlot({ left: 0, right: 100, top: 10, bottom: 200 }, marked).bottom).toBe(310);
    expect(markedPlot({ left: 0, right: 100, top: 120, bottom: 310 }, marked).top).toBe(10);
    // an edge found past the marked rows does not widen them
    expect(markedPlot({ left: 0, right: 100, top: 4, bottom: 318 }, marked)).toMatchObject({
      top: 10,
      bottom: 310,
    });
  });

  it('says what is wrong with marks that cannot be used, and reads without them', () => {
    expect(hintProblem({ plot: { x0: 0, y0: 0, x1: 900, y1: 100 } }, 600, 360)).toMatch(
      /off the picture/,
    );
    expect(hintProblem({ plot: { x0: 0, y0: 0, x1: 20, y1: 100 } }, 600, 360)).toMatch(/too small/);
    expect(
      hintProblem(
        {
          axis: [
            { y: 100, price: 10 },
            { y: 102, price: 11 },
          ],
        },
        600,
        360,
      ),
    ).toMatch(/5 pixels apart/);
    expect(
      hintProblem(
        {
          axis: [
            { y: 100, price: 10 },
            { y: 200, price: 11 },
          ],
        },
        600,
        360,
      ),
    ).toMatch(/higher of the two marks/);
    expect(hintProblem({ lastX: -3 }, 600, 360)).toMatch(/off the picture/);

    const chart = syntheticChart({ n: 30, seed: 5 });
    const r = readChart(chart.image, { hints: { lastX: 5000 } });
    expect(r.candles).toHaveLength(30);
    expect(r.warnings.some((w) => w.startsWith('your marks were not used'))).toBe(true);
  });
});

describe('the hint flags of the command lines', () => {
  it('reads --plot, --axis and --last-x, keeping the typed prices for their decimals', () => {
    const hints: ReadingHints = {};
    expect(parseHintFlag('--plot', '10,20,600,400', hints)).toBeNull();
    expect(parseHintFlag('--axis', '156=80.0,247=1_060.50', hints)).toBeNull();
    expect(parseHintFlag('--last-x', '512', hints)).toBeNull();
    expect(hints).toEqual({
      plot: { x0: 10, y0: 20, x1: 600, y1: 400 },
      axis: [
        { y: 156, price: 80, text: '80.0' },
        { y: 247, price: 1060.5, text: '1_060.50' },
      ],
      lastX: 512,
    });
  });

  it('names the flag that cannot be read', () => {
    const hints: ReadingHints = {};
    expect(parseHintFlag('--plot', '10,20,600', hints)).toMatch(/--plot needs X0,Y0,X1,Y1/);
    expect(parseHintFlag('--axis', '156=80', hints)).toMatch(/--axis needs Y1=P1,Y2=P2/);
    expect(parseHintFlag('--axis', '156=a,200=b', hints)).toMatch(/--axis needs/);
    expect(parseHintFlag('--last-x', 'right', hints)).toMatch(/--last-x needs/);
    expect(hints).toEqual({});
  });
});
