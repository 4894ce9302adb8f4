import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { bar, blank, candle, rect, rng, text, walk, type Color } from '../../raster.ts';
import { bg, down, plotOf, scene, up } from '../../scenes.ts';

/**
 * KLineChart's look on a dark plot: 90 candles four pixels apart, those in `flat` drawn in the
 * `grey` as a dash and a wick (a close equal to its open), the rising ones in the `rising`
 * colours by turns, a legend in the grey above them. Returns the scan and each candle's x, high
 * and low rows.
 */
function unmovedScene(o: {
  grey: Color;
  legend: string;
  flat: Set<number>;
  rising: Color[];
  /** time labels written in the grey under the candles, one every 80 px */
  footer?: string[];
}) {
  const dark: Color = [19, 23, 34];
  const img = blank(420, 260, dark);
  text(img, o.legend, 10, 8, 9, o.grey);
  o.footer?.forEach((label, k) => text(img, label, 12 + k * 80, 246, 9, o.grey));
  const r = rng(11);
  const truth: { x: number; high: number; low: number }[] = [];
  let rises = 0;
  for (const { i, open, close } of walk(r, 90, 150, 60, 230, 20)) {
    const x = 8 + i * 4;
    if (o.flat.has(i)) {
      rect(img, x - 1, open, x + 2, open + 1, o.grey);
      rect(img, x, open - 2, x + 1, open + 3, o.grey);
      truth.push({ x, high: open - 2, low: open + 2 });
      continue;
    }
    const b = bar(open, close, 3, 3);
    const color = close < open ? o.rising[rises++ % o.rising.length]! : down;
    candle(img, { x, ...b, width: 3, color }, dark);
    truth.push({ x, high: b.high, low: b.low });
  }
  return { s: scanCandles(img, plotOf(img), dark, 1), truth };
}

/** The flat candles of an `unmovedScene` read at their column with their high and low. */
function readExactly(
  s: ReturnType<typeof unmovedScene>['s'],
  truth: ReturnType<typeof unmovedScene>['truth'],
  flat: Set<number>,
): number[] {
  return [...flat].filter((i) =>
    s.candles.some(
      (c) =>
        Math.abs(c.x - truth[i]!.x) <= 1 && c.yHigh === truth[i]!.high && c.yLow === truth[i]!.low,
    ),
  );
}

describe('scanCandles: the candle colours among other marks', () => {
  it('keeps a candle colour apart from a greyer, more common shade close to it', () => {
    // green candles, and a larger panel in a greyish green near them (a logo, a shaded band):
    // close enough to pass for the same colour split by compression, but far greyer
    const green: Color = [70, 150, 105];
    const img = blank(420, 260, bg);
    rect(img, 250, 10, 410, 80, [95, 120, 105]);
    const r = rng(4);
    for (const { i, open, close } of walk(r, 40, 170, 110, 240, 20)) {
      candle(
        img,
        { x: 6 + i * 10, ...bar(open, close, 3, 3), width: 5, color: close < open ? green : down },
        bg,
      );
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([green, down]));
    expect(s.candles).toHaveLength(40);
  });

  it('finds a thin outline colour that pale panels outnumber', () => {
    // six pale panels near the background and a grey legend take more pixels than the rising
    // candles' one-pixel blue outlines; the panels are only ever fringes
    const blue: Color = [41, 98, 255];
    const img = blank(420, 300, bg);
    const pale: Color[] = [
      [207, 255, 255],
      [255, 207, 255],
      [255, 255, 207],
      [223, 223, 255],
      [223, 255, 223],
      [255, 223, 223],
    ];
    pale.forEach((c, k) => rect(img, 10 + k * 68, 4, 70 + k * 68, 40, c));
    rect(img, 10, 270, 410, 296, [100, 100, 100]);
    const r = rng(14);
    for (const { i, open, close } of walk(r, 40, 150, 70, 250, 24)) {
      const c = { x: 6 + i * 10, ...bar(open, close, 4, 4), width: 7 };
      candle(img, { ...c, color: close < open ? blue : down, hollow: close < open }, bg);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([blue, down]));
  });

  it('keeps the falling colour apart from a moving average drawn in a colour close to it', () => {
    // red bodies and a thick pink line across the plot, close enough to pass for one colour
    // split by compression, and more populous than the bodies
    const pink: Color = [233, 30, 99];
    const img = blank(420, 260, bg);
    const r = rng(13);
    for (const { i, open, close } of walk(r, 40, 150, 110, 200, 8)) {
      const c = { x: 6 + i * 10, ...bar(open, close, 3, 3), width: 5 };
      candle(img, { ...c, color: close < open ? up : down }, bg);
    }
    for (let x = 0; x < 420; x++) {
      const yl = Math.round(60 + 25 * Math.sin(x / 40));
      rect(img, x, yl, x + 1, yl + 5, pink);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([up, down]));
  });

  it('keeps a pale candle colour that a darker mark of the same hue, drawing no candles, extends', () => {
    // grey-blue candles halfway between the background and a dark panel's colour: a blend of the
    // two to the eye, but only the candles are candle-like
    const pale: Color = [150, 150, 157];
    const img = blank(420, 260, bg);
    rect(img, 250, 10, 410, 60, [45, 44, 60]);
    const r = rng(6);
    for (const { i, open, close } of walk(r, 40, 170, 100, 240, 20)) {
      const c = { x: 6 + i * 10, ...bar(open, close, 3, 3), width: 5 };
      candle(img, { ...c, color: close < open ? pale : down }, bg);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([pale, down]));
  });

  it('does not take the edges of volume bars, split off in a colour of their own, for candles', () => {
    // compression can give a bar's edges a colour apart from its inside: outlines standing on
    // the histogram's baseline, hollow-candle-like and larger than the small candles above
    const img = blank(420, 300, bg);
    const r = rng(9);
    for (const { i, open, close } of walk(r, 40, 80, 40, 120, 6)) {
      const x = 6 + i * 10;
      candle(img, { x, ...bar(open, close, 1, 1), width: 5, color: close < open ? up : down }, bg);
      // bars in the candle's direction colour, lightened; only the rising ones lose their edges
      const h = 60 + Math.floor(r() * 60);
      if (close < open) {
        rect(img, x - 3, 290 - h, x + 4, 290, [120, 140, 200]);
        rect(img, x - 2, 291 - h, x + 3, 289, [150, 180, 250]);
      } else rect(img, x - 3, 290 - h, x + 4, 290, [250, 190, 140]);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([up, down]));
  });

  it('does not take the steps of a thin line across the candles for a candle colour', () => {
    // a one-pixel line drawn at a slope of one in two falls apart into 2x4 steps, each touching
    // the next only at a corner: more of them than there are candles
    const { img, truth } = scene({});
    const purple: Color = [156, 39, 176];
    for (let x = 0; x < img.width; x++) {
      const t = x % 160;
      const y = 60 + 2 * Math.floor((t < 80 ? t : 160 - t) / 4);
      rect(img, x, y, x + 1, y + 2, purple);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([up, down]));
    expect(s.candles.map((c) => c.x)).toEqual(truth.map((c) => c.x));
  });

  it('does not take scattered specks for a candle colour', () => {
    const dark: Color = [0, 0, 0];
    const blue: Color = [41, 98, 255];
    const orange: Color = [255, 109, 0];
    const grey: Color = [89, 89, 89];
    const img = blank(420, 260, dark);
    // specks: compression noise and the dots of broken text, scattered over the plot
    const rs = rng(17);
    for (let k = 0; k < 500; k++) {
      const x = Math.floor(rs() * 420);
      const yy = Math.floor(rs() * 258);
      rect(img, x, yy, x + 1, yy + 2, grey);
    }
    const r = rng(3);
    for (const { i, open, close } of walk(r, 30, 130, 40, 200, 30)) {
      candle(
        img,
        {
          x: 9 + i * 13,
          ...bar(open, close, 4, 4),
          width: 3,
          color: i % 5 === 2 ? orange : blue,
        },
        dark,
      );
    }
    const s = scanCandles(img, plotOf(img), dark, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([blue, orange]));
    expect(s.candles).toHaveLength(30);
  });

  it('takes the falling colour, not the translucent fill of the rising one', () => {
    // rising candles drawn as a blue outline around a half-transparent blue fill (as Plotly
    // draws them), falling ones filled orange: the fill is a third colour in the rising
    // candles' own columns
    const blue: Color = [41, 98, 255];
    const fill: Color = [148, 176, 255];
    const orange: Color = [255, 109, 0];
    const img = blank(420, 260, bg);
    const r = rng(11);
    let falling = 0;
    for (const { i, open, close } of walk(r, 30, 130, 40, 200, 40, 0.6)) {
      const isUp = close < open;
      const c = { x: 9 + i * 13, ...bar(open, close, 4, 4), width: 11 };
      if (isUp) {
        candle(img, { ...c, color: blue, hollow: true }, bg);
        if (c.bottom - c.top >= 2) rect(img, c.x - 4, c.top + 1, c.x + 5, c.bottom, fill);
      } else {
        candle(img, { ...c, color: orange }, bg);
        falling++;
      }
    }
    expect(falling).toBeGreaterThanOrEqual(5);
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toContainEqual(orange);
    expect(s.candles).toHaveLength(30);
  });
  it('finds a candle colour that compression spread over several shades, among many small marks', () => {
    // ten marks in colours of their own (legend swatches, icons, a logo), each more pixels in one
    // shade than any one shade of the falling candles, whose red is spread over three shades
    const img = blank(420, 260, bg);
    const marks: Color[] = [
      [120, 40, 160],
      [40, 40, 200],
      [200, 160, 40],
      [40, 160, 200],
      [160, 200, 40],
      [100, 100, 100],
      [200, 100, 200],
      [60, 120, 60],
      [150, 90, 30],
      [30, 60, 90],
    ];
    marks.forEach((c, i) => rect(img, 10 + i * 40, 4, 40 + i * 40, 14, c));
    const reds: Color[] = [
      [200, 20, 20],
      [212, 20, 20],
      [196, 30, 20],
    ];
    const r = rng(5);
    let falling = 0;
    for (const { i, open, close } of walk(r, 30, 130, 40, 200, 30)) {
      const isUp = close < open;
      const color = isUp ? up : reds[falling++ % 3]!;
      candle(img, { x: 9 + i * 13, ...bar(open, close, 3, 3), width: 3, color }, bg);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.some((c) => c[0] > 150 && c[1] < 60 && c[2] < 60)).toBe(true);
    expect(s.candles).toHaveLength(30);
  });
  it('reads candles that did not move, drawn in a grey of their own, and not a legend in that grey', () => {
    // KLineChart's look: a candle whose close equals its open is drawn in a neutral colour (a
    // dash for the body, its wick), here in stretches of two and three beside candles four
    // pixels apart; a legend above the candles is written in the same grey
    const flat = new Set([6, 7, 15, 16, 17, 30, 31, 44, 45, 46, 60, 61, 75, 76]);
    const { s, truth } = unmovedScene({
      grey: [209, 212, 220],
      legend: 'O 927.18 H 929.89',
      flat,
      rising: [up],
    });
    expect(readExactly(s, truth, flat)).toHaveLength(flat.size);
    expect(s.candles).toHaveLength(90);
    // nothing read in the legend's rows
    expect(s.candles.every((c) => c.yHigh > 20)).toBe(true);
  });

  it('reads candles that did not move in a blue-grey text colour that also writes the time labels', () => {
    // Chart.js' financial plugin and KLineChart draw them in the theme's text colour: here a
    // slate blue-grey (the channels 50 levels apart), which also writes the legend above the
    // candles and the time labels under them, more glyphs than there are flat candles
    const flat = new Set([6, 7, 15, 16, 30, 44, 45, 60, 75, 76]);
    const { s, truth } = unmovedScene({
      grey: [159, 179, 209],
      legend: 'SOLUSDT 1H O 39.50 H 39.57',
      flat,
      rising: [up],
      footer: ['Nov 18', '8AM', '4PM', 'Nov 19', '8AM'],
    });
    expect(readExactly(s, truth, flat)).toHaveLength(flat.size);
    expect(s.candles).toHaveLength(90);
    // nothing read in the legend's or the time labels' rows
    expect(s.candles.every((c) => c.yHigh > 20 && c.yLow < 244)).toBe(true);
  });

  it('reads candles that did not move in their grey where compression split the rising colour in two', () => {
    // the same look saved as a JPEG: the rising teal comes out as two shades, each drawing half
    // the rising candles, and the grey (its flat candles, a legend) outnumbers either shade alone
    // (a doji-rich series: more flat candles than either shade's rising ones)
    const flat = new Set([
      4, 9, 10, 11, 15, 16, 21, 22, 23, 30, 31, 37, 38, 44, 45, 46, 52, 53, 60, 61, 75, 76,
    ]);
    const { s, truth } = unmovedScene({
      grey: [200, 202, 214],
      legend: 'O 1273.70 H 1273.80 L 1273.20 C 1273.20',
      flat,
      rising: [
        [8, 152, 123],
        [38, 138, 122],
      ],
    });
    const found = [...flat].filter((i) =>
      s.candles.some((c) => Math.abs(c.x - truth[i]!.x) <= 1 && c.yLow === truth[i]!.low),
    );
    expect(found).toHaveLength(flat.size);
    expect(s.candles).toHaveLength(90);
  });

  it('takes the body colours, not the grey wicks both directions share', () => {
    const black: Color = [0, 0, 0];
    const grey: Color = [149, 152, 161];
    const img = blank(420, 260, black);
    const r = rng(9);
    const truth: { x: number; up: boolean; high: number; low: number }[] = [];
    // a dense chart (bodies one pixel wide, as wide as the wicks): grey wicks, the bodies drawn
    // over them
    for (const { i, open, close } of walk(r, 100, 130, 60, 180, 16)) {
      const isUp = close < open;
      const x = 9 + i * 4;
      const b = bar(open, close, 4 + Math.round(r() * 10), 4 + Math.round(r() * 10));
      rect(img, x, b.high, x + 1, b.low + 1, grey);
      rect(img, x, b.top, x + 1, b.bottom + 1, isUp ? up : down);
      truth.push({ x, up: isUp, high: b.high, low: b.low });
    }
    const s = scanCandles(img, plotOf(img), black, 1);
    const cols = s.colors.map((c) => c.map(Math.round));
    expect(cols).toContainEqual(up);
    expect(cols).toContainEqual(down);
    // each candle found takes its body's colour as its class
    const upClass = cols.findIndex((c) => c[0] === up[0]);
    const found = truth.filter((t) => s.candles.some((k) => Math.abs(k.x - t.x) <= 1));
    expect(found.length).toBeGreaterThanOrEqual(90);
    for (const t of found) {
      const c = s.candles.find((k) => Math.abs(k.x - t.x) <= 1)!;
      expect(c.color === upClass).toBe(t.up);
      // the grey wicks still give the high and the low
      expect([c.yHigh, c.yLow]).toEqual([t.high, t.low]);
    }
  });
  it('does not take the colour of marks above and below the candles for the second colour', () => {
    // one style for both directions (white outlines on black), and grey marks in rows of their
    // own above and below the candles (pieces of a legend and of time labels, tick marks) where
    // the plot box takes them in
    const black: Color = [0, 0, 0];
    const white: Color = [255, 255, 255];
    const grey: Color = [150, 150, 150];
    const img = blank(420, 300, black);
    const r = rng(5);
    for (const { i, open, close } of walk(r, 30, 150, 60, 240, 40)) {
      const c = { x: 9 + i * 13, ...bar(open, close, 4, 4), width: 11 };
      candle(img, { ...c, color: white, hollow: true }, black);
    }
    for (let i = 0; i < 20; i++) {
      rect(img, 6 + i * 21, 6, 8 + i * 21, 20, grey);
      rect(img, 12 + i * 21, 278, 14 + i * 21, 292, grey);
    }
    const s = scanCandles(img, plotOf(img), black, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual([white]);
    expect(s.candles).toHaveLength(30);
  });
});
