import { describe, expect, it } from 'vitest';
import { scanCandles, type RawCandle } from '../../../src/stages/candles/index.ts';
import { candlePitch, fillEmptySlots } from '../../../src/stages/candles/slots.ts';
import { blank, candle, rect, rng, type Color } from '../../raster.ts';

const bg: Color = [255, 255, 255];
const up: Color = [8, 153, 129];
const down: Color = [242, 54, 69];

/**
 * A dense chart: 3-pixel bodies on a 3-pixel pitch, so neighbours touch, with quiet stretches
 * where runs of one colour stand at about the same height and merge into one shape.
 */
function denseScene() {
  const img = blank(400, 200, bg);
  const r = rng(5);
  const truth: { x: number; high: number; low: number; up: boolean }[] = [];
  let y = 100;
  for (let i = 0; i < 120; i++) {
    // a random walk, with quiet stretches of one- and two-pixel moves
    const quiet = Math.floor(i / 15) % 2 === 1;
    const open = y;
    const step = Math.round((r() - 0.5) * (quiet ? 4 : 16));
    y = Math.max(30, Math.min(170, y + step));
    const close = y === open ? open - 1 : y;
    y = close;
    const isUp = close < open;
    const c = {
      x: 20 + i * 3,
      high: Math.min(open, close) - Math.round(r() * 3),
      low: Math.max(open, close) + Math.round(r() * 3),
      up: isUp,
    };
    candle(
      img,
      {
        x: c.x,
        high: c.high,
        low: c.low,
        top: Math.min(open, close),
        bottom: Math.max(open, close),
        width: 3,
        color: isUp ? up : down,
      },
      bg,
    );
    truth.push(c);
  }
  return { img, truth };
}

describe('dense candles (neighbours touching)', () => {
  it('finds the candles in their own columns, not one wide shape per run', () => {
    const { img, truth } = denseScene();
    const s = scanCandles(img, { left: 0, top: 0, right: img.width, bottom: img.height }, bg, 1);
    // every candle away from the two ends is found at its own column
    const inner = truth.slice(1, -1);
    const found = inner.filter((t) => s.candles.some((c) => Math.abs(c.x - t.x) <= 1));
    expect(found.length).toBeGreaterThanOrEqual(inner.length * 0.97);
    // and no detection sits between two slots (a merged pair read as one candle)
    const offGrid = s.candles.filter(
      (c) => Math.abs(((c.x - 20) / 3) % 1) > 0.34 && Math.abs(((c.x - 20) / 3) % 1) < 0.66,
    );
    expect(offGrid).toEqual([]);
    // the wicks read in a filled slot are that candle's own
    for (const t of inner) {
      const c = s.candles.find((k) => Math.abs(k.x - t.x) <= 1);
      if (!c) continue;
      expect(c.yHigh).toBeGreaterThanOrEqual(t.high - 1);
      expect(c.yLow).toBeLessThanOrEqual(t.low + 1);
    }
  });
});

describe('candlePitch', () => {
  it('finds the pitch from positions with holes, and none from scattered positions', () => {
    const xs = [0, 5, 10, 20, 25, 30, 35, 45, 50, 55, 60, 65, 75, 80].map((x) => 100 + x * 1.2);
    expect(candlePitch(xs)).toBeCloseTo(6, 5);
    const r = rng(3);
    let x = 0;
    const scattered = Array.from({ length: 20 }, () => (x += 2 + r() * 20));
    expect(candlePitch(scattered)).toBeNull();
  });
  it('finds a fractional pitch from candles drawn on whole pixels', () => {
    // 6.3 px apart, each candle at a whole pixel: neighbours stand 6 or 7 px apart, and a few
    // are missing
    const xs = Array.from({ length: 60 }, (_, i) => i)
      .filter((i) => i % 9 !== 4)
      .map((i) => Math.round(20 + i * 6.3));
    expect(candlePitch(xs)).toBeCloseTo(6.3, 1);
  });
});

describe('fillEmptySlots', () => {
  /**
   * `n` candles of 3 px bodies at `pitch`, drawn on whole pixels on a label map; their x is
   * where they are drawn, or with `exact` the fractional centre. Returns them and the map.
   */
  function slotScene(pitch: number, n = 40, exact = false) {
    const width = 260;
    const height = 300;
    const lab = new Uint8Array(width * height);
    const ink = new Uint8Array(width * height);
    const all: RawCandle[] = Array.from({ length: n }, (_, i) => {
      const x = Math.round(10 + i * pitch);
      const top = 140 + (i % 5) * 3;
      const c: RawCandle = {
        x: exact ? 10 + i * pitch : x,
        yHigh: top - 4,
        yLow: top + 12,
        yBodyTop: top,
        yBodyBottom: top + 8,
        bodyWidth: 3,
        color: (i % 2) as 0 | 1,
        hollow: false,
      };
      for (let y = c.yHigh; y <= c.yLow; y++) lab[y * width + x] = ink[y * width + x] = c.color + 1;
      for (let y = top; y <= top + 8; y++)
        for (let dx = -1; dx <= 1; dx++)
          lab[y * width + x + dx] = ink[y * width + x + dx] = c.color + 1;
      return c;
    });
    return {
      width,
      height,
      lab,
      ink,
      all,
      plot: { left: 0, top: 0, right: width, bottom: height },
    };
  }

  it('reads the candles in a hole of the series at a pitch that is not a whole number of pixels', () => {
    // 24 candles 6.3 px apart (centres between pixels), 3 px bodies, on a label map; the blob
    // scan missed two of them
    const { width, height, lab, all, plot } = slotScene(6.3, 24, true);
    const found = all.filter((_, i) => i !== 11 && i !== 12);
    const out = fillEmptySlots(found, { lab, width, height }, plot, height);
    expect(out.map((c) => Math.round(c.x))).toEqual(all.map((c) => Math.round(c.x)));
    const read = out[11]!;
    expect([read.yHigh, read.yLow, read.yBodyTop, read.yBodyBottom]).toEqual([
      all[11]!.yHigh,
      all[11]!.yLow,
      all[11]!.yBodyTop,
      all[11]!.yBodyBottom,
    ]);
    expect(read.color).toBe(all[11]!.color);
  });

  it('reads holes between bodies that touch at a pitch a little under their width', () => {
    // 3 px bodies 2.96 px apart: the rounded body width exceeds the pitch
    const { width, height, lab, all, plot } = slotScene(2.96);
    const found = all.filter((_, i) => i < 15 || i > 17);
    const out = fillEmptySlots(found, { lab, width, height }, plot, height);
    expect(out).toHaveLength(all.length);
  });

  it('reads a flat candle whose colour compression faded, where the grid is sure', () => {
    const { width, height, lab, ink, all, plot } = slotScene(6.48);
    // candle 20 is a flat dash of ink that matches neither candle colour
    const flat = all[20]!;
    for (let y = flat.yHigh; y <= flat.yLow; y++)
      for (let dx = -1; dx <= 1; dx++)
        lab[y * width + flat.x + dx] = ink[y * width + flat.x + dx] = 0;
    for (let dx = -1; dx <= 1; dx++)
      ink[150 * width + flat.x + dx] = ink[151 * width + flat.x + dx] = 1;
    const found = all.filter((_, i) => i !== 20);
    const out = fillEmptySlots(found, { lab, width, height, ink, lattice: 6.48 }, plot, height);
    expect(out).toHaveLength(all.length);
    expect(out[20]).toMatchObject({ x: flat.x, yHigh: 150.5, yLow: 150.5 });
    // without a grid the edges confirm, such a mark is not read
    expect(fillEmptySlots(found, { lab, width, height, ink }, plot, height)).toHaveLength(39);
  });

  it('reads a doji in an empty slot that a steep line crosses above it', () => {
    // a moving average falls across the slot (entering its left side column a row above the
    // rows it inks inside the slot, leaving the right one a row below): the line is no candle,
    // and the doji under it (wick and a five-pixel dash) is read
    const { width, height, lab, ink, all, plot } = slotScene(13, 18);
    const doji = all[9]!;
    for (let y = doji.yHigh; y <= doji.yLow; y++)
      for (let dx = -1; dx <= 1; dx++)
        lab[y * width + doji.x + dx] = ink[y * width + doji.x + dx] = 0;
    for (let y = 150; y <= 170; y++) ink[y * width + doji.x] = 1;
    for (let dx = -2; dx <= 2; dx++) ink[168 * width + doji.x + dx] = 1;
    // the line: two pixels a column, one row lower every column, from 6 columns left of the
    // doji to 6 right (rows 106-119), a long way above the doji's wick
    for (let dx = -6; dx <= 6; dx++)
      for (const dy of [0, 1]) ink[(112 + dx + dy) * width + doji.x + dx] = 1;
    const found = all.filter((c) => c !== doji);
    const out = fillEmptySlots(found, { lab, width, height, ink, lattice: 13 }, plot, height);
    expect(out).toHaveLength(all.length);
    expect(out[9]).toMatchObject({ x: doji.x, yHigh: 150, yLow: 170 });
  });

  it('reads a candle that did not move in its own grey near its neighbours, not a grey label far under them', () => {
    // candles 13 px apart in rows 136-164; two slots are empty: in one a doji in the no-change
    // grey (a dash and its wick) at the neighbours' rows, in the other only a letter of a time
    // label in the same grey, 60 rows under the series (the plot found ran on over the labels)
    const { width, height, lab, all, plot } = slotScene(13, 18);
    const unmoved = new Uint8Array(width * height);
    const clear = (c: RawCandle): void => {
      for (let y = c.yHigh; y <= c.yLow; y++)
        for (let dx = -1; dx <= 1; dx++) lab[y * width + c.x + dx] = 0;
    };
    const doji = all[6]!;
    const labelled = all[12]!;
    clear(doji);
    clear(labelled);
    for (let y = 146; y <= 158; y++) unmoved[y * width + doji.x] = 1;
    for (let dx = -1; dx <= 1; dx++) unmoved[152 * width + doji.x + dx] = 1;
    // an "A": two legs and a bar, 8 rows, in the slot's columns
    for (let y = 222; y <= 230; y++)
      unmoved[y * width + labelled.x - 1] = unmoved[y * width + labelled.x + 1] = 1;
    for (let dx = -1; dx <= 1; dx++)
      unmoved[222 * width + labelled.x + dx] = unmoved[226 * width + labelled.x + dx] = 1;
    const found = all.filter((c) => c !== doji && c !== labelled);
    const out = fillEmptySlots(found, { lab, width, height, unmoved }, plot, height);
    expect(out.map((c) => c.x)).toEqual(all.filter((c) => c !== labelled).map((c) => c.x));
    expect(out.find((c) => c.x === doji.x)).toMatchObject({ yHigh: 146, yLow: 158 });
  });

  it('reads no grey marks side by side at rows far apart as candles that did not move (a panel over the series)', () => {
    // ten candles hidden under an opaque panel; its grey marks (a button's edge, a field's)
    // stand in slots of the hole at the series' rows: candles that did not move side by side
    // stand at one price
    const { width, height, lab, all, plot } = slotScene(8, 30);
    const unmoved = new Uint8Array(width * height);
    const hidden = all.slice(8, 18);
    for (const c of hidden)
      for (let y = c.yHigh; y <= c.yLow; y++)
        for (let dx = -1; dx <= 1; dx++) lab[y * width + c.x + dx] = 0;
    const mark = (x: number, dash: number): void => {
      for (let y = dash - 6; y <= dash + 6; y++) unmoved[y * width + x] = 1;
      for (let dx = -1; dx <= 1; dx++) unmoved[dash * width + x + dx] = 1;
    };
    const found = all.filter((c) => !hidden.includes(c));
    const read = (): number[] =>
      fillEmptySlots(found, { lab, width, height, unmoved }, plot, height).map((c) => c.x);
    // two side by side at one price are read
    mark(hidden[2]!.x, 150);
    mark(hidden[3]!.x, 150);
    expect(read()).toHaveLength(found.length + 2);
    // with a third beside them 45 rows under them (the candles' range is 17 rows), none is
    mark(hidden[4]!.x, 195);
    expect(read()).toEqual(found.map((c) => c.x));
  });

  it('reads candles drawn in their outline colour only, on the dashed lines of a grid', () => {
    // MetaTrader: a body a pixel or two tall shows only its black outline; the time grid's
    // dashed vertical lines run through some candles, and a price grid line through a doji
    const { width, height, lab, ink, all, plot } = slotScene(13, 18);
    const image = blank(width, height, [255, 255, 255]);
    for (let i = 0; i < width * height; i++)
      if (ink[i])
        rect(
          image,
          i % width,
          Math.floor(i / width),
          (i % width) + 1,
          Math.floor(i / width) + 1,
          up,
        );
    const grey: Color = [150, 150, 150];
    const black: Color = [0, 0, 0];
    const put = (x: number, y: number, c: Color): void => {
      ink[y * width + x] = 1;
      rect(image, x, y, x + 1, y + 1, c);
    };
    const tiny = all[6]!;
    const doji = all[12]!;
    for (const c of [tiny, doji])
      for (let y = c.yHigh; y <= c.yLow; y++)
        for (let dx = -1; dx <= 1; dx++) lab[y * width + c.x + dx] = ink[y * width + c.x + dx] = 0;
    // a dashed price grid line on rows 147-148 across the plot, and a dashed vertical line
    // through the tiny candle (three pixels drawn, three left out), both under the candles
    for (let x = 0; x < width; x++) if (x % 4 < 3) for (const y of [147, 148]) put(x, y, grey);
    for (let y = 0; y < height; y++) if (y % 6 < 3) put(tiny.x, y, grey);
    // the tiny candle: wick from 130 to 160, a body of rows 144-145 five pixels wide
    for (let y = 130; y <= 160; y++) put(tiny.x, y, black);
    for (let y = 144; y <= 145; y++) for (let dx = -2; dx <= 2; dx++) put(tiny.x + dx, y, black);
    // the doji's wick stands above the grid line (135-146) and its body (a dash on row 149)
    // just below
    for (let y = 135; y <= 146; y++) put(doji.x, y, black);
    for (let dx = -2; dx <= 2; dx++) put(doji.x + dx, 149, black);
    const found = all.filter((c) => c !== tiny && c !== doji);
    const out = fillEmptySlots(
      found,
      { lab, width, height, ink, lattice: 13, image },
      plot,
      height,
    );
    expect(out).toHaveLength(all.length);
    expect(out[6]).toMatchObject({
      x: tiny.x,
      yHigh: 130,
      yLow: 160,
      yBodyTop: 144,
      yBodyBottom: 145,
    });
    expect(out[12]).toMatchObject({ x: doji.x, yHigh: 135, yLow: 149 });
  });
});
