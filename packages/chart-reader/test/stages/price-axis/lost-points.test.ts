import { describe, expect, it } from 'vitest';
import { runAsync } from '../../../src/shared/label-port.ts';
import {
  checkedAxis,
  rereadWeakColumns,
  type LabelColumn,
} from '../../../src/stages/price-axis/index.ts';
import { restoreLostPoints } from '../../../src/stages/price-axis/lost-points.ts';
import type { PriceAxis } from '../../../src/types.ts';
import { scriptedPort } from '../../port.ts';

// A column of tick labels 40.50 down to 33.50, every 32 rows, of which the recogniser read some
// without their point (7-px text in a JPEG screenshot).
const rows = Array.from({ length: 12 }, (_, k) => 40 + 32 * k);
const truth = rows.map((_, k) => 40.5 - 0.5 * k);
const asRead = truth.map((v, k) => (k % 3 === 0 ? v.toFixed(2) : v.toFixed(2).replace('.', '')));

describe('decimal points lost on some tick labels', () => {
  it('puts the point back on bare labels as long as the pointed ones, where they write one', () => {
    expect(restoreLostPoints(['4050', '40.00', '3950', '39.00'])).toEqual([
      '40.50',
      '40.00',
      '39.50',
      '39.00',
    ]);
    // commas as decimal points stay commas
    expect(restoreLostPoints(['1,25', '120', '1,15'])).toEqual(['1,25', '1,20', '1,15']);
    // a label of another length, a sign or a suffix is left as read
    expect(restoreLostPoints(['997.5', '1000', '1002.5', '-995', '12K'])).toEqual([
      '997.5',
      '100.0',
      '1002.5',
      '-995',
      '12K',
    ]);
  });

  it('changes nothing without two labels that agree on their decimals', () => {
    expect(restoreLostPoints(['4050', '40.00', '3950'])).toBeNull();
    expect(restoreLostPoints(['40.5', '40.00', '3950'])).toBeNull();
    // three digits after a separator may group thousands: not taken for decimals
    expect(restoreLostPoints(['53,000', '52,000', '51000'])).toBeNull();
    expect(restoreLostPoints(['40.50', '40.00', '39.50'])).toBeNull();
  });

  it('prices a re-read column on its labels with the points put back', async () => {
    const entries = rows.map((y) => ({
      box: { x0: 1380, y0: y - 4, x1: 1398, y1: y + 3 },
      line: null,
      y,
    }));
    const column: LabelColumn = { align: 'left', entries };
    const port = scriptedPort((b) => asRead[rows.indexOf(b.y0 + 4)] ?? '');
    const [read] = await runAsync(rereadWeakColumns([column], port));
    const values = read!.entries.map((e) => e.line?.value);
    // every label read is on the one scale: 40.50 at the top, 0.5 every 32 rows
    expect(values.filter((v) => v !== undefined).length).toBeGreaterThanOrEqual(8);
    read!.entries.forEach((e, k) => {
      if (e.line?.value !== undefined) expect(e.line.value).toBeCloseTo(truth[k]!, 6);
    });
  });

  it('fits a checked axis on the labels with the points put back', async () => {
    const labels = rows.map((y, k) => ({
      y,
      value: 3 + k,
      text: String(3 + k),
      box: { x0: 1380, y0: y - 4, x1: 1398, y1: y + 3 },
    }));
    const axis: PriceAxis = {
      side: 'right',
      scale: 'linear',
      labels,
      fit: { slope: -0.01, intercept: 9, residual: 1 },
    };
    const port = scriptedPort((b) => asRead[rows.indexOf(b.y0 + 4)] ?? '');
    const out = await runAsync(checkedAxis(axis, port));
    expect(out.source).toBe('ocr');
    // the labels the reader was asked about (up to its cap), every one on the one scale
    expect(out.axis.labels.length).toBeGreaterThanOrEqual(8);
    expect(out.axis.rejected ?? []).toEqual([]);
    out.axis.labels.forEach((l) => expect(l.value).toBeCloseTo(truth[rows.indexOf(l.y)]!, 6));
  });
});
