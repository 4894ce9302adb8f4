import { describe, expect, it } from 'vitest';
import { dropMarginDrawings } from '../../../src/stages/assemble/index.ts';
import type { RawCandle } from '../../../src/stages/candles/index.ts';

const plot = { left: 0, top: 0, right: 900, bottom: 500 };

/** A mark at x spanning rows top..bottom (its body the middle half). */
function mark(x: number, top: number, bottom: number): RawCandle {
  const q = (bottom - top) / 4;
  return {
    x,
    yHigh: top,
    yBodyTop: top + q,
    yBodyBottom: bottom - q,
    yLow: bottom,
    bodyWidth: 5,
    color: 0,
    hollow: false,
  };
}

/** Candles at a pitch of 8 px, each about 40 rows tall, walking up and down. */
const series = (n: number): RawCandle[] =>
  Array.from({ length: n }, (_, i) => {
    const level = 200 + 7 * Math.abs((i % 16) - 8);
    return mark(20 + i * 8, level, level + 40);
  });

describe('dropMarginDrawings: lines drawn into the empty margin after the last candle', () => {
  it('leaves out the dashes of an order line across the margin, off the candles’ pitch', () => {
    const s = series(60);
    const last = s.at(-1)!.x;
    // a dashed line at row 300: a dash every 9 px where candles stand every 8
    const dashes = Array.from({ length: 12 }, (_, i) => mark(last + 12 + i * 9, 300, 300));
    const { candles, dropped } = dropMarginDrawings([...s, ...dashes], plot);
    expect(dropped).toBe(12);
    expect(candles).toEqual(s);
  });

  it('leaves out a position tool’s lines and tags on a few rows, hopping between them', () => {
    const s = series(40);
    const last = s.at(-1)!.x;
    const rows = [300, 260, 300, 300, 226, 260, 300, 226, 226, 300];
    const drawn = rows.map((y, i) => mark(last + 8 + i * 8, y, y + (y === 300 ? 0 : 6)));
    const { candles, dropped } = dropMarginDrawings([...s, ...drawn], plot);
    expect(dropped).toBe(rows.length);
    expect(candles).toEqual(s);
  });

  it('leaves out a line’s label standing a few slots after the series', () => {
    const s = series(30);
    const label = mark(s.at(-1)!.x + 40, 400, 408);
    const { candles, dropped } = dropMarginDrawings([...s, label], plot);
    expect(dropped).toBe(1);
    expect(candles).not.toContain(label);
  });

  it('leaves out a position tool’s text in the margin: letters on one baseline, dots of its line', () => {
    const s = series(40);
    const last = s.at(-1)!.x;
    // "0.88% (87.00" in letters 7 rows tall at the pitch of a font (7 px, candles every 8),
    // then the dots of a dashed line two rows lower down
    const letters = Array.from({ length: 9 }, (_, i) => mark(last + 10 + i * 7, 300, 306));
    const dots = Array.from({ length: 4 }, (_, i) => mark(last + 80 + i * 11, 320, 320));
    const { candles, dropped } = dropMarginDrawings([...s, ...letters, ...dots], plot);
    expect(dropped).toBe(13);
    expect(candles).toEqual(s);
  });

  it('keeps real flat candles at the end: they keep the pitch and move on from the last close', () => {
    const s = series(40);
    const last = s.at(-1)!;
    // five one-row candles in the next slots, each opening where the last closed
    const flat = Array.from({ length: 5 }, (_, i) =>
      mark(last.x + 8 * (i + 1), last.yLow - 2 - i, last.yLow - 2 - i),
    );
    expect(dropMarginDrawings([...s, ...flat], plot).dropped).toBe(0);
  });

  it('leaves out a Fibonacci tool’s levels after a quiet end whose last candles are as small', () => {
    // the series ends in ten small candles (8 rows, as small as the letters), then three slots
    // on the last-price line's dashes and the levels' text on three rows, hopping between them,
    // with a bracket taller than the small marks among the letters
    const s = [
      ...series(40),
      ...Array.from({ length: 10 }, (_, i) => mark(340 + i * 8, 300 + (i % 3), 308 + (i % 3))),
    ];
    const last = s.at(-1)!.x;
    const dashes = Array.from({ length: 5 }, (_, i) => mark(last + 24 + i * 16, 306, 306));
    const rows = [100, 100, 150, 150, 100, 200, 200, 150, 100, 200, 200];
    const text = rows.map((y, i) => mark(last + 110 + i * 8, y, y + (i === 4 ? 22 : 12)));
    const { candles, dropped } = dropMarginDrawings([...s, ...dashes, ...text], plot);
    expect(dropped).toBe(dashes.length + text.length);
    expect(candles).toEqual(s);
  });

  it('keeps small candles after a gap in the series (a weekend) as they move on', () => {
    const s = [
      ...series(40),
      ...Array.from({ length: 10 }, (_, i) => mark(340 + i * 8, 300 + (i % 3), 308 + (i % 3))),
    ];
    const last = s.at(-1)!;
    const after = Array.from({ length: 5 }, (_, i) =>
      mark(last.x + 24 + i * 8, last.yHigh - 4 * i, last.yLow - 4 * i),
    );
    expect(dropMarginDrawings([...s, ...after], plot).dropped).toBe(0);
  });

  it('keeps the quiet end of a dense series, where a missed candle leaves a step in it', () => {
    // the last 80 candles of breadth dense-002 as read (x, high, low): 1.7 px apart, most a row
    // or two tall on a few shared rows, a step of 4 px (a candle missed) 40 before the end
    const end = [
      [1707, 886, 891],
      [1708, 886, 892],
      [1710, 875, 888],
      [1712, 876, 886],
      [1714, 876, 885],
      [1715, 877, 889],
      [1717, 879, 879],
      [1719, 874, 879],
      [1720, 872, 877],
      [1722, 870, 876],
      [1724, 865, 872],
      [1726, 865, 868],
      [1727, 863, 872],
      [1729, 871, 873],
      [1731, 874, 880],
      [1732, 878, 884],
      [1734, 881, 883],
      [1736, 880, 884],
      [1737, 879, 898],
      [1739, 892, 899],
      [1741, 887, 900],
      [1743, 889, 895],
      [1744, 893, 894],
      [1746, 893, 894],
      [1748, 893, 894],
      [1749, 893, 893],
      [1751, 892, 892],
      [1753, 892, 892],
      [1755, 891, 893],
      [1756, 890, 891],
      [1758, 889, 890],
      [1760, 889, 890],
      [1761, 889, 889],
      [1763, 889, 889],
      [1765, 888, 890],
      [1767, 887, 888],
      [1768, 887, 887],
      [1770, 887, 887],
      [1773, 886, 888],
      [1775, 886, 886],
      [1779, 887, 887],
      [1780, 883, 885],
      [1782, 883, 891],
      [1784, 890, 898],
      [1785, 897, 897],
      [1787, 897, 900],
      [1789, 897, 902],
      [1791, 901, 903],
      [1792, 903, 904],
      [1794, 903, 904],
      [1796, 901, 903],
      [1797, 896, 903],
      [1799, 902, 902],
      [1801, 903, 903],
      [1803, 903, 904],
      [1804, 906, 907],
      [1806, 905, 909],
      [1808, 907, 908],
      [1809, 905, 908],
      [1811, 905, 906],
      [1813, 902, 906],
      [1814, 903, 907],
      [1816, 907, 910],
      [1818, 909, 912],
      [1820, 910, 911],
      [1821, 910, 912],
      [1823, 910, 916],
      [1825, 919, 919],
      [1826, 916, 919],
      [1828, 915, 917],
      [1830, 916, 918],
      [1832, 917, 920],
      [1833, 918, 920],
      [1835, 918, 922],
      [1837, 919, 919],
      [1838, 917, 920],
      [1840, 914, 920],
      [1842, 920, 923],
      [1844, 920, 923],
      [1845, 918, 923],
    ];
    const candles = end.map(([x, top, bottom]) => ({ ...mark(x!, top!, bottom!), bodyWidth: 1 }));
    expect(dropMarginDrawings(candles, { ...plot, bottom: 1058 }).dropped).toBe(0);
  });

  it('keeps the quiet end of a series 2.9 px apart, in both colours, its steps whole pixels', () => {
    // the last 80 marks of holdout chartjs-024 as read (x, high, low, body width, colour): a
    // quiet market's last candles a row or two tall on shared rows, steps of 3 and 4 px on a
    // pitch of 2.9 (a third of a pitch off the lattice by rounding alone, a median step of 4 px
    // where candles were missed or merged), up and down taking turns as a line's dashes never do
    const end: [number, number, number, number, 0 | 1][] = [
      [824.5, 276, 282, 2, 0],
      [827.75, 275, 285, 3, 1],
      [831, 276, 278, 3, 1],
      [834, 269, 277, 3, 1],
      [837.29, 269, 277, 3, 0],
      [840, 275, 281, 3, 0],
      [842.81, 270, 283, 3, 0],
      [847.5, 277, 280, 3, 1],
      [850.5, 280, 281, 2, 1],
      [854.12, 291, 297, 3, 0],
      [857.12, 291, 296, 4, 1],
      [860, 285, 288, 2, 1],
      [863, 290, 295, 3, 0],
      [866, 295, 302, 3, 0],
      [869.5, 299, 304, 4, 0],
      [873, 296, 297, 2, 1],
      [875.5, 304, 304, 2, 1],
      [880, 299, 303, 3, 1],
      [884, 301, 305, 3, 1],
      [887, 301, 305, 2, 0],
      [889.75, 303, 305, 4, 1],
      [893, 304, 305, 2, 0],
      [896.5, 304, 305, 4, 1],
      [909.5, 306, 307, 4, 0],
      [914.75, 305, 307, 6, 1],
      [942, 306, 307, 3, 0],
      [946, 306, 307, 1, 1],
      [949, 306, 308, 4, 1],
      [952, 307, 308, 2, 1],
      [956, 308, 310, 3, 0],
      [959, 310, 311, 2, 0],
      [962.25, 308, 311, 4, 1],
      [965.5, 311, 311, 2, 0],
      [969, 309, 311, 3, 1],
      [972.5, 310, 311, 4, 0],
      [977.5, 310, 312, 4, 1],
      [981.5, 312, 313, 4, 0],
      [984.83, 311, 313, 2, 1],
      [990, 311, 312, 3, 1],
      [996, 311, 313, 3, 0],
      [1003, 312, 313, 3, 1],
      [1006, 314, 315, 3, 0],
      [1017.5, 316, 317, 4, 0],
      [1028.5, 316, 317, 4, 1],
      [1032.5, 317, 318, 2, 0],
      [1035.5, 317, 318, 2, 1],
      [1039.5, 313, 314, 6, 0],
      [1056.5, 314, 315, 2, 0],
      [1063, 314, 316, 1, 1],
      [1066.75, 316, 319, 3, 0],
      [1070, 315, 317, 2, 1],
      [1072.75, 318, 321, 3, 0],
      [1076, 317, 317, 3, 1],
      [1079, 317, 320, 3, 1],
      [1082.5, 320, 322, 4, 0],
      [1087, 319, 321, 3, 1],
      [1111, 317, 319, 3, 0],
      [1115, 318, 319, 3, 1],
      [1128, 318, 319, 2, 1],
      [1131, 318, 319, 1, 1],
      [1134, 318, 319, 3, 1],
      [1141, 317, 319, 3, 1],
      [1144, 317, 318, 3, 1],
      [1147, 317, 318, 2, 1],
      [1150, 317, 317, 3, 0],
      [1156.5, 317, 318, 6, 1],
      [1166.75, 315, 317, 4, 1],
      [1174, 316, 317, 3, 1],
      [1178.5, 316, 318, 4, 0],
      [1182, 316, 318, 3, 1],
      [1185.5, 318, 319, 2, 0],
      [1189, 317, 319, 3, 1],
      [1192, 317, 319, 2, 1],
      [1195, 318, 319, 3, 1],
      [1198, 319, 320, 3, 1],
      [1204, 320, 321, 3, 0],
      [1240.5, 318, 320, 7, 1],
      [1247, 318, 319, 3, 1],
      [1254, 317, 318, 5, 1],
      [1264.5, 317, 318, 5, 1],
    ];
    const candles = end.map(([x, top, bottom, width, color]) => ({
      ...mark(x, top, bottom),
      bodyWidth: width,
      color,
    }));
    const { dropped } = dropMarginDrawings(candles, { left: 49, top: 0, right: 1276, bottom: 427 });
    // the last 4 stand after a run hidden under the moving average, 12 slots on: left out as
    // marks standing apart; the rest kept
    expect(dropped).toBeLessThanOrEqual(4);
  });

  it('keeps a quiet end of a series of small candles', () => {
    const small = Array.from({ length: 40 }, (_, i) =>
      mark(20 + i * 8, 250 + (i % 3), 256 + (i % 3)),
    );
    expect(dropMarginDrawings(small, plot).dropped).toBe(0);
  });

  it('leaves out a marker drawn after the last bar, and a price pill beyond it', () => {
    const s = series(40);
    const last = s.at(-1)!;
    // a cross twice as wide as the bodies, 60 rows above the last candle (candles are 41 rows
    // tall), in the next slot
    const cross = { ...mark(last.x + 8, last.yHigh - 68, last.yHigh - 60), bodyWidth: 11 };
    const pill = { ...mark(last.x + 200, 300, 316), bodyWidth: 14 };
    const { candles, dropped } = dropMarginDrawings([...s, cross, pill], plot);
    expect(dropped).toBe(2);
    expect(candles).toEqual(s);
  });

  it('keeps a last candle as wide as the others that gapped away from the one before', () => {
    const s = series(40);
    const last = s.at(-1)!;
    const gap = mark(last.x + 8, last.yHigh - 90, last.yHigh - 50);
    expect(dropMarginDrawings([...s, gap], plot).dropped).toBe(0);
  });
});

/** A mark whose body fills it: no wick out of either end (a slice of a filled shape). */
const slab = (x: number, top: number, bottom: number, color: 0 | 1 = 1): RawCandle => ({
  ...mark(x, top, bottom),
  yBodyTop: top,
  yBodyBottom: bottom,
  color,
  cut: true,
});

/** The series in two colours, as most charts draw it. */
const coloured = (n: number): RawCandle[] =>
  series(n).map((c, i) => ({ ...c, color: (i % 3 === 0 ? 1 : 0) as 0 | 1 }));

describe('dropMarginDrawings: filled shapes and text drawn into the margin (decision 156)', () => {
  it('leaves out a position box sliced at the pitch into alike marks without wicks', () => {
    const s = coloured(40);
    const last = s.at(-1)!.x;
    // a box 15 rows tall in the falling colour, cut into ten slots one pitch apart; a row of
    // antialiasing differs on a few
    const box = Array.from({ length: 10 }, (_, i) =>
      slab(last + 8 * (i + 1), 300, 314 + (i % 3 === 0 ? 1 : 0)),
    );
    const { candles, dropped } = dropMarginDrawings([...s, ...box], plot);
    expect(dropped).toBe(10);
    expect(candles).toEqual(s);
  });

  it('leaves out zones of two colours taking turns in the slots, with a label among them', () => {
    const s = coloured(40);
    const last = s.at(-1)!.x;
    const zones = [
      slab(last + 8, 150, 190, 0),
      slab(last + 16, 150, 190, 0),
      slab(last + 24, 150, 190, 0),
      slab(last + 32, 320, 340, 1),
      { ...mark(last + 40, 100, 108), bodyWidth: 2 },
      slab(last + 48, 150, 190, 0),
      slab(last + 56, 150, 190, 0),
      slab(last + 64, 320, 340, 1),
    ];
    const { candles, dropped } = dropMarginDrawings([...s, ...zones], plot);
    expect(dropped).toBe(zones.length);
    expect(candles).toEqual(s);
  });

  it('keeps real candles of one colour without wicks: each opens where the last closed', () => {
    const s = coloured(40);
    const last = s.at(-1)!;
    // six falling candles, open = high and close = low, stepping down
    const falling = Array.from({ length: 6 }, (_, i) =>
      slab(last.x + 8 * (i + 1), last.yLow + 12 * i, last.yLow + 12 * (i + 1)),
    );
    expect(dropMarginDrawings([...s, ...falling], plot).dropped).toBe(0);
  });

  it('keeps a quiet market drawn in one colour, up and down between two prices with wicks', () => {
    const s = series(40);
    const last = s.at(-1)!;
    // alike bodies, but each with a wick out of both ends, as real candles have
    const quiet = Array.from({ length: 6 }, (_, i) => ({
      ...slab(last.x + 8 * (i + 1), 300, 310, 0),
      yHigh: 297,
      yLow: 313,
    }));
    expect(dropMarginDrawings([...s, ...quiet], plot).dropped).toBe(0);
  });

  it('on a one-colour chart keeps a zigzag that shares one edge, and leaves out alike slices', () => {
    const s = series(40);
    const last = s.at(-1)!.x;
    // up 300->290, down 290->305, up 305->295, down 295->310...: tops and bottoms shared by turns
    const zigzag = [
      slab(last + 8, 290, 300, 0),
      slab(last + 16, 290, 305, 0),
      slab(last + 24, 295, 305, 0),
      slab(last + 32, 295, 310, 0),
      slab(last + 40, 300, 310, 0),
    ];
    expect(dropMarginDrawings([...s, ...zigzag], plot).dropped).toBe(0);
    const box = Array.from({ length: 6 }, (_, i) => slab(last + 8 * (i + 1), 300, 320, 0));
    expect(dropMarginDrawings([...s, ...box], plot).dropped).toBe(6);
  });

  it('leaves out a drawing’s text cut into strokes narrower than the bodies', () => {
    const s = coloured(40).map((c) => ({ ...c, bodyWidth: 6 }));
    const last = s.at(-1)!.x;
    const widths = [1, 2, 1, 6, 2, 1, 3, 1, 2];
    const text = widths.map((w, i) => ({ ...mark(last + 30 + i * 5, 330, 342), bodyWidth: w }));
    const { candles, dropped } = dropMarginDrawings([...s, ...text], plot);
    expect(dropped).toBe(text.length);
    expect(candles).toEqual(s);
  });

  it('keeps thin candles where the bodies are too thin to tell a stroke from a body', () => {
    const s = coloured(60).map((c, i) => ({ ...c, bodyWidth: i % 4 === 0 ? 1 : 3 }));
    expect(dropMarginDrawings(s, plot).dropped).toBe(0);
  });
});

describe('dropMarginDrawings: a shape drawn from the last candles on (decision 156)', () => {
  it('leaves out its slices over the last candles too, and keeps the candles it does not cover', () => {
    const s = coloured(40);
    const last = s.at(-1)!.x;
    // the box starts two bars back: those two slots hold its slices, not the candles
    const covered = [slab(last - 8, 200, 240, 0), slab(last, 200, 240, 0)];
    const kept = s.slice(0, -2);
    const box = Array.from({ length: 8 }, (_, i) => slab(last + 8 * (i + 1), 200, 240, 0));
    const { candles, dropped } = dropMarginDrawings([...kept, ...covered, ...box], plot);
    expect(dropped).toBe(10);
    expect(candles).toEqual(kept);
  });
});
