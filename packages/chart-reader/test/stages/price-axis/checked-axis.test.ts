import { describe, expect, it } from 'vitest';
import { GLYPH_PORT, runAsync, runNow } from '../../../src/shared/label-port.ts';
import { priceAtY } from '../../../src/stages/assemble/index.ts';
import { checkedAxis } from '../../../src/stages/price-axis/index.ts';
import type { AxisLabel, PriceAxis } from '../../../src/types.ts';
import { scriptedPort } from '../../port.ts';

/** A port that reads each label's box as the text given for its top row. */
const scripted = (byTop: Map<number, string>) => scriptedPort((b) => byTop.get(b.y0) ?? '');

/** An axis fitted through the given labels (the fit itself is not what is checked). */
function axisWith(labels: AxisLabel[], scale: 'linear' | 'log'): PriceAxis {
  return { side: 'right', scale, labels, fit: { slope: -0.01, intercept: 9, residual: 1 } };
}

const rows = [40, 80, 120, 160, 200, 240];

describe('the price axis checked by the label reader', () => {
  it('decides linear or log on the values the reader read, not on the glyph misreads', async () => {
    // labels every 40 rows, 1720 down to 1520 in steps of 40 (linear); the glyph reader read
    // the top ones with a 3 for a 1, which a log scale fitted
    const truth = [1720, 1680, 1640, 1600, 1560, 1520];
    const glyph = ['3720', '3680', '1640', '1600', '1560', '1520'];
    const labels = rows.map((y, k) => ({
      y,
      value: Number(glyph[k]),
      text: glyph[k]!,
      box: { x0: 300, y0: y - 5, x1: 330, y1: y + 4 },
    }));
    const texts = new Map(rows.map((y, k) => [y - 5, String(truth[k])]));
    const out = await runAsync(checkedAxis(axisWith(labels, 'log'), scripted(texts)));
    expect(out.source).toBe('ocr');
    expect(out.axis.scale).toBe('linear');
    expect(out.axis.labels.map((l) => l.value)).toEqual(truth);
    // a candle opening at row 102 is priced between 1680 and 1640
    expect(priceAtY(out.axis, 102)).toBeCloseTo(1660 - 2, 5);
  });

  it('keeps the zeros the reader read on round tick labels where OCR sees a slashed zero as 8', async () => {
    const truth = ['43000.00', '42000.00', '41000.00', '40000.00', '39000.00', '38000.00'];
    const ocr = ['43880.00', '42800.00', '41800.00', '40880.00', '39800.00', '38800.00'];
    const labels = (roundedOff: boolean): AxisLabel[] =>
      rows.map((y, k) => ({
        y,
        value: Number(truth[k]),
        text: truth[k]!,
        box: { x0: 300, y0: y - 5, x1: 340, y1: y + 4 },
        ...(roundedOff ? { roundedOff: true } : {}),
      }));
    const texts = new Map(rows.map((y, k) => [y - 5, ocr[k]!]));
    const kept = await runAsync(checkedAxis(axisWith(labels(true), 'linear'), scripted(texts)));
    expect(kept.source).toBe('glyph');
    expect(kept.axis.labels.map((l) => l.text)).toEqual(truth);
    // labels the reader did not round off are the recogniser's to correct
    const taken = await runAsync(checkedAxis(axisWith(labels(false), 'linear'), scripted(texts)));
    expect(taken.source).toBe('ocr');
  });

  it('reads three labels to confirm a glyph reading, and none through the glyph port', async () => {
    const truth = ['1.0900', '1.0875', '1.0850', '1.0825', '1.0800', '1.0775'];
    const labels = rows.map((y, k) => ({
      y,
      value: Number(truth[k]),
      text: truth[k]!,
      box: { x0: 300, y0: y - 5, x1: 340, y1: y + 4 },
    }));
    const port = scripted(new Map(rows.map((y, k) => [y - 5, truth[k]!])));
    const axis = axisWith(labels, 'linear');
    const confirmed = await runAsync(checkedAxis(axis, port));
    expect(confirmed).toEqual({ axis, source: 'glyph' });
    expect(port.asked.map((b) => b.y0)).toEqual([35, 155, 235]);
    // the pure reader's port reads nothing and never waits
    expect(runNow(checkedAxis(axis, GLYPH_PORT))).toEqual({ axis, source: 'glyph' });
  });
});
