import { describe, expect, it } from 'vitest';
import { MIN_ACCEPTED_CANDLES, readChart, REASONS } from '../../../src/index.ts';
import { fewCandlesReason, judgeReading } from '../../../src/stages/judge/index.ts';
import { OHLC_BARS_WARNING } from '../../../src/stages/assemble/index.ts';
import { blank, candle, rect, rng, syntheticChart, textAt, type Color } from '../../raster.ts';

describe('the verdict on a reading', () => {
  it('accepts a readable candlestick chart with a confidence between 0 and 1', () => {
    const r = readChart(syntheticChart({ volume: true, n: 36 }).image);
    expect(r.accepted).toBe(true);
    expect(r.reason).toBeNull();
    expect(r.confidence).toBeGreaterThan(0);
    expect(r.confidence).toBeLessThanOrEqual(1);
  });

  it('refuses a blank image and says why', () => {
    const r = readChart(blank(640, 400, [255, 255, 255]));
    expect(r.accepted).toBe(false);
    expect(r.reason).toBe(REASONS.notFound);
    expect(r.confidence).toBe(0);
  });

  it('reads a chart of too few candles and says how many it read and how many are needed', () => {
    const r = readChart(syntheticChart({ n: 12 }).image);
    expect(r.accepted).toBe(false);
    expect(r.candles).toHaveLength(12);
    expect(r.reason).toBe(fewCandlesReason(12));
    expect(r.reason).toContain('Only 12 candles were read');
    expect(r.reason).toContain('at least 20');
  });

  it('does not call a page of a few coloured marks a chart too small to read', () => {
    // a sign-in page: a coloured button and a few coloured words, no price scale
    const page = blank(1280, 800, [250, 250, 252]);
    rect(page, 540, 400, 740, 440, [38, 166, 154]);
    for (let k = 0; k < 6; k++) rect(page, 500 + k * 40, 300, 520 + k * 40, 312, [239, 83, 80]);
    const r = readChart(page);
    expect(r.accepted).toBe(false);
    expect([REASONS.notFound, REASONS.notCandles]).toContain(r.reason);
  });

  it('reads a sharp wide chart of five candles and says it needs more candles, not that it is small', () => {
    // a 1920-px chart zoomed in on its last five candles: wide bodies one pitch apart, the rest of
    // the plot empty, a price label every 80 rows
    const bg: Color = [19, 23, 34];
    const img = blank(1920, 900, bg);
    for (let k = 0; k * 80 + 40 < 880; k++)
      textAt(img, (200 - k * 2).toFixed(2), 1840, 40 + k * 80, 12, [200, 200, 200]);
    const rows = [
      [300, 340, 420, 450],
      [330, 420, 300, 440],
      [250, 300, 330, 380],
      [260, 300, 220, 330],
      [200, 220, 300, 340],
    ];
    rows.forEach(([high, open, close, low], i) =>
      candle(
        img,
        {
          x: 1480 + i * 70,
          high: high!,
          top: Math.min(open!, close!),
          bottom: Math.max(open!, close!),
          low: low!,
          width: 45,
          color: close! < open! ? [38, 166, 154] : [239, 83, 80],
        },
        bg,
      ),
    );
    const r = readChart(img);
    expect(r.accepted).toBe(false);
    expect(r.candles).toHaveLength(5);
    expect(r.reason).toBe(fewCandlesReason(5));
  });
});

type Mark = { top: number; bottom: number; high: number; low: number; up: boolean };

/** A reading of `marks` (pixel rows) over a plain price scale, with the stages' confidences. */
const markedReading = (marks: Mark[], stages: { axis?: number; colors?: number } = {}) => ({
  found: true,
  plot: { left: 0, top: 0, right: 800, bottom: 400 },
  candles: marks.map((m, i) => ({
    x: 10 + i * 8,
    open: 0,
    high: 0,
    low: 0,
    close: 0,
    yOpen: m.up ? m.bottom : m.top,
    yHigh: m.high,
    yLow: m.low,
    yClose: m.up ? m.top : m.bottom,
    bodyWidth: 5,
    up: m.up,
    time: null,
    volume: null,
  })),
  priceAxis: {
    side: 'right' as const,
    scale: 'linear' as const,
    labels: Array.from({ length: 8 }, (_, k) => ({ y: 20 + k * 50, value: 100 - k, text: '' })),
    fit: { slope: -0.02, intercept: 100.4, residual: 0.1 },
  },
  relativePrices: false,
  colors: { up: '#26a69a', down: '#ef5350', method: 'hue' as const },
  symbol: null,
  timeframe: null,
  instrument: null,
  stages: { plot: 0.95, candles: 1, axis: stages.axis ?? 0.9, colors: stages.colors ?? 0.95 },
  warnings: [],
});

describe('stage judge', () => {
  const reading = (marks: Mark[], axis = 0.9) => markedReading(marks, { axis });
  /** A price series: each candle opens where the last closed, with wicks on both sides. */
  const series = (n: number, seed = 3): Mark[] => {
    const r = rng(seed);
    let close = 200;
    return Array.from({ length: n }, () => {
      const open = close;
      close = Math.min(360, Math.max(40, open + Math.round((r() - 0.5) * 30)));
      const top = Math.min(open, close);
      const bottom = Math.max(open, close, top + 1);
      return {
        top,
        bottom,
        high: top - 3 - Math.round(r() * 8),
        low: bottom + 3 + Math.round(r() * 8),
        up: close < open,
      };
    });
  };

  it('accepts a price series of enough candles, with a confidence between 0 and 1', () => {
    const j = judgeReading(reading(series(60)));
    expect(j.accepted).toBe(true);
    expect(j.reason).toBeNull();
    expect(j.confidence).toBeGreaterThan(0.5);
    expect(j.confidence).toBeLessThanOrEqual(1);
    expect(j.evidence?.overlap).toBeGreaterThan(0.8);
  });

  it('names the price axis as uncertain when it was read poorly', () => {
    expect(judgeReading(reading(series(60), 0.2)).uncertain).toContain('price axis');
  });

  it('names opens and closes as uncertain when most bodies are as thin as their wicks', () => {
    const r = reading(series(60));
    expect(judgeReading(r).uncertain).not.toContain('opens and closes');
    const thin = { ...r, stages: { ...r.stages, bodies: 0.3 } };
    expect(judgeReading(thin).uncertain).toContain('opens and closes');
  });

  it('refuses columns standing on one baseline as a bar or volume chart', () => {
    const r = rng(5);
    const columns = Array.from({ length: 40 }, () => {
      const top = 380 - Math.round(20 + r() * 300);
      return { top, bottom: 380, high: top, low: 380, up: r() < 0.5 };
    });
    expect(judgeReading(reading(columns))).toMatchObject({
      accepted: false,
      reason: REASONS.barChart,
      confidence: 0,
    });
  });

  it('refuses marks at unrelated heights (text, table cells) as not a candlestick chart', () => {
    const r = rng(9);
    const marks = Array.from({ length: 50 }, () => {
      const top = Math.round(20 + r() * 340);
      return { top, bottom: top + 8, high: top, low: top + 8, up: r() < 0.3 };
    });
    const j = judgeReading(reading(marks, 0.3));
    expect(j.accepted).toBe(false);
    expect(j.reason).toBe(REASONS.notCandles);
  });

  it('refuses the strokes of a line as a line chart', () => {
    let y = 200;
    const strokes = Array.from({ length: 60 }, (_, i) => {
      const next = y + (i % 7 < 3 ? 2 : -2);
      const m = {
        top: Math.min(y, next),
        bottom: Math.max(y, next),
        high: Math.min(y, next),
        low: Math.max(y, next),
        up: next < y,
      };
      y = next;
      return m;
    });
    const r = reading(strokes);
    const j = judgeReading({ ...r, candles: r.candles.map((c) => ({ ...c, bodyWidth: 8 })) });
    expect(j.accepted).toBe(false);
    expect(j.reason).toBe(REASONS.lineChart);
    expect(j.evidence?.flat).toBeGreaterThan(0.9);
  });

  it('refuses fewer candles than the analysis needs, saying how many were read', () => {
    expect(judgeReading(reading(series(MIN_ACCEPTED_CANDLES - 1)))).toMatchObject({
      accepted: false,
      reason: fewCandlesReason(MIN_ACCEPTED_CANDLES - 1),
      confidence: 0,
    });
  });

  it('calls a few marks without a price scale (an illustration) and a page’s words no chart', () => {
    const few = { ...reading(series(12)), priceAxis: null, relativePrices: true };
    expect(judgeReading(few).reason).toBe(REASONS.notCandles);
    // a sign-in page's coloured words: side by side at one height, no prices moving on
    const words = Array.from({ length: 8 }, (_, i) => ({
      top: 300,
      bottom: 310,
      high: 300,
      low: 310,
      up: i % 2 === 0,
    }));
    const page = { ...reading(words), priceAxis: null, relativePrices: true };
    const spread = { ...page, candles: page.candles.map((c, i) => ({ ...c, x: 10 + i * i * 9 })) };
    expect(judgeReading(spread).reason).toBe(REASONS.notCandles);
  });

  it('refuses many candle-like marks without a price scale for the scale, not as a non-chart', () => {
    const noScale = { ...reading(series(60)), priceAxis: null, relativePrices: true };
    expect(judgeReading(noScale)).toMatchObject({ accepted: false, reason: REASONS.noAxis });
    // text at unrelated heights without a scale is not a chart at all
    const r = rng(9);
    const marks = Array.from({ length: 50 }, () => {
      const top = Math.round(20 + r() * 340);
      return { top, bottom: top + 8, high: top, low: top + 8, up: r() < 0.3 };
    });
    const text = { ...reading(marks, 0.3), priceAxis: null, relativePrices: true };
    expect(judgeReading(text).reason).toBe(REASONS.notCandles);
  });

  it('refuses a chart whose price labels are a few pixels tall as too small to read', () => {
    const r = reading(series(60));
    const tiny = (h: number) => ({
      ...r,
      priceAxis: {
        ...r.priceAxis,
        labels: r.priceAxis.labels.map((l) => ({
          ...l,
          box: { x0: 700, y0: l.y - h / 2, x1: 720, y1: l.y - h / 2 + h - 1 },
        })),
      },
    });
    expect(judgeReading(tiny(3))).toMatchObject({ accepted: false, reason: REASONS.tooSmall });
    expect(judgeReading(tiny(7)).accepted).toBe(true);
  });

  it('counts OHLC bars as bars when there are too few of them', () => {
    const bars = { ...reading(series(12)), warnings: [OHLC_BARS_WARNING] };
    expect(judgeReading(bars).reason).toBe(fewCandlesReason(12, true));
    expect(fewCandlesReason(12, true)).toContain('Only 12 OHLC bars were read');
  });

  it('calls a preview too small to read: a small plot of thin candles and no scale read', () => {
    const r = reading(series(60));
    const preview = {
      ...r,
      priceAxis: null,
      relativePrices: true,
      plot: { left: 0, top: 0, right: 440, bottom: 230 },
      candles: r.candles.map((c) => ({ ...c, bodyWidth: 2 })),
    };
    expect(judgeReading(preview).reason).toBe(REASONS.tooSmall);
    // the same marks on a plot of a screen's size: the scale is what is missing
    const wide = { ...preview, plot: { left: 0, top: 0, right: 1200, bottom: 600 } };
    expect(judgeReading(wide).reason).toBe(REASONS.noAxis);
  });

  it('calls a preview too small to read when its labels shrank with it, not a card drawn small', () => {
    // a screen saved a few hundred pixels wide: thin candles in a small plot, labels 5 rows tall
    const r = reading(series(60));
    const labelled = (h: number) => ({
      ...r,
      plot: { left: 0, top: 0, right: 440, bottom: 260 },
      candles: r.candles.map((c) => ({ ...c, bodyWidth: 3 })),
      priceAxis: {
        ...r.priceAxis,
        labels: r.priceAxis.labels.map((l) => ({
          ...l,
          box: { x0: 400, y0: l.y - 2, x1: 430, y1: l.y - 2 + h - 1 },
        })),
      },
    });
    expect(judgeReading(labelled(5))).toMatchObject({ accepted: false, reason: REASONS.tooSmall });
    // a chart drawn in a small card keeps labels of a readable size
    expect(judgeReading(labelled(8)).accepted).toBe(true);
  });

  it('refuses marks all of one height (cells, the glyphs of a line of text) as no candles', () => {
    const marks = series(60);
    // the same places, each mark 9 rows tall: a heatmap's or a table's cells
    const cells = marks.map((m) => ({ ...m, high: m.top, low: m.top + 8, bottom: m.top + 6 }));
    expect(judgeReading(reading(marks)).accepted).toBe(true);
    expect(judgeReading(reading(cells))).toMatchObject({
      accepted: false,
      reason: REASONS.notCandles,
    });
  });

  it('calls a reading of a thumbnail too small to read', () => {
    const r = reading(series(12));
    const small = {
      ...r,
      plot: { left: 0, top: 0, right: 180, bottom: 100 },
      candles: r.candles.map((c) => ({ ...c, bodyWidth: 2 })),
    };
    expect(judgeReading(small).reason).toBe(REASONS.tooSmall);
  });

  it('refuses candles too close together to tell apart, saying to zoom in or crop', () => {
    // whatever the candles read look like: candles narrower than two columns blend into each
    // other, and what was read of them is not them
    const r = { ...reading(series(60)), tooDense: true };
    const j = judgeReading(r);
    expect(j.accepted).toBe(false);
    expect(j.confidence).toBe(0);
    expect(j.reason).toBe(REASONS.tooDense);
    expect(j.reason).toContain('zoom in');
    expect(judgeReading(reading(series(60))).accepted).toBe(true);
  });
});

describe('marks that are no price series', () => {
  const reading = (marks: Mark[], colors = 0.9) => markedReading(marks, { axis: 0.9, colors });

  it('refuses columns standing up from a zero line and hanging down from it as a bar chart', () => {
    const r = rng(12);
    const columns = Array.from({ length: 40 }, (_, i) => {
      const h = 10 + Math.round(r() * 120);
      const up = i % 3 !== 0;
      const [top, bottom] = up ? [200 - h, 200] : [200, 200 + h];
      return { top, bottom, high: top - 2, low: bottom + 2, up };
    });
    expect(judgeReading(reading(columns))).toMatchObject({
      accepted: false,
      reason: REASONS.barChart,
    });
  });

  it('refuses a series of one colour moving one way (a line’s pieces) as a line chart', () => {
    let y = 400;
    // pieces of a line of varying steepness (marks all of one height are refused as cells)
    const pieces = Array.from({ length: 60 }, (_, i) => {
      const next = y - (2 + 2 * (i % 4)) + (i % 9 === 0 ? 12 : 0);
      const m = {
        top: Math.min(y, next),
        bottom: Math.max(y, next) + 1,
        high: Math.min(y, next) - 2,
        low: Math.max(y, next) + 3,
        up: i % 9 !== 0,
      };
      y = next;
      return m;
    });
    expect(judgeReading(reading(pieces, 0.9)).accepted).toBe(true);
    expect(judgeReading(reading(pieces, 0.2))).toMatchObject({
      accepted: false,
      reason: REASONS.lineChart,
    });
  });
});
