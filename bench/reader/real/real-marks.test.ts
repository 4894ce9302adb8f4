import { describe, expect, it } from 'vitest';
import type { AxisAnchor } from '@candlelens/chart-reader';
import {
  MARKS_FILE,
  formatMarkMatrix,
  hintsFor,
  loadMarks,
  parseConditions,
  parseMarks,
  tallyConditions,
  type CaseMarks,
  type MarkedResult,
} from './real-marks.ts';
import { REAL_DIR, loadRealCases, realSetMissing } from './real-cases.ts';
import type { RealRow } from './real-score.ts';

const plot = { x0: 10, y0: 20, x1: 300, y1: 200 };
const pane = { x0: 4, y0: 15, x1: 360, y1: 205 };
const marks: CaseMarks = { lastX: 290, plot, pane };
const anchors: [AxisAnchor, AxisAnchor] = [
  { y: 30, price: 110 },
  { y: 190, price: 90 },
];

const row = (name: string, ok: boolean, accepted = true, n = 20): RealRow => ({
  name,
  truth: '20',
  n,
  countOK: ok,
  rangeOK: ok,
  ok,
  accepted,
});

describe('real-set marks', () => {
  it('keeps well-formed entries, skips comments and names each unusable one', () => {
    const { marks: m, problems } = parseMarks({
      _comment: 'made by eye',
      good: { lastX: 290, plot, pane, how: 'cut by the axis', paneHow: 'scale at the right' },
      noX: { plot, pane },
      flipped: { lastX: 50, plot: { x0: 300, y0: 20, x1: 10, y1: 200 }, pane },
      outside: { lastX: 400, plot, pane },
      partialBox: { lastX: 50, plot: { x0: 1, y0: 2, x1: 3 }, pane },
      noPane: { lastX: 290, plot },
      flippedPane: { lastX: 290, plot, pane: { x0: 4, y0: 205, x1: 360, y1: 15 } },
      tightPane: { lastX: 290, plot, pane: { x0: 12, y0: 15, x1: 360, y1: 205 } },
      paneHowNumber: { lastX: 290, plot, pane, paneHow: 3 },
    });
    expect([...m.keys()]).toEqual(['good']);
    expect(m.get('good')).toEqual({
      lastX: 290,
      plot,
      pane,
      how: 'cut by the axis',
      paneHow: 'scale at the right',
    });
    expect(problems).toEqual([
      'noX: lastX is not a pixel x',
      'flipped: plot is empty or upside down',
      'outside: lastX lies outside plot',
      'partialBox: plot needs x0, y0, x1, y1 in pixels',
      'noPane: pane needs x0, y0, x1, y1 in pixels',
      'flippedPane: pane is empty or upside down',
      'tightPane: pane does not hold plot',
      'paneHowNumber: paneHow is not text',
    ]);
    expect(parseMarks([]).problems).toHaveLength(1);
  });

  it('has usable marks in the project file for every case of both real sets', () => {
    const m = loadMarks(MARKS_FILE);
    expect(m.size).toBe(28);
    const dirs = [REAL_DIR, REAL_DIR.replace(/real\/?$/, 'real2')];
    // the sets live outside the project: without them only the file itself is checked
    if (dirs.some((d) => realSetMissing(d))) return;
    const names = dirs.flatMap((d) => loadRealCases(d).map((c) => c.name));
    expect(names.filter((n) => !m.has(n))).toEqual([]);
    expect([...m.keys()].filter((n) => !names.includes(n))).toEqual([]);
  });

  it('gives every case a pane box that holds its plot and takes in a price scale beside it', () => {
    const m = loadMarks(MARKS_FILE);
    for (const [name, c] of m) {
      // the product's box holds the tight one (loadMarks refuses it otherwise)
      expect(c.pane.x0 <= c.plot.x0 && c.pane.x1 >= c.plot.x1, name).toBe(true);
      // the label column lies beside the plot (left or right) or inside it: the pane box is
      // wider than the plot unless the labels are drawn inside the plot
      expect(c.pane.x1 - c.pane.x0, name).toBeGreaterThanOrEqual(c.plot.x1 - c.plot.x0);
    }
    // the sets have scales on both sides of the plot
    const left = [...m.values()].filter((c) => c.plot.x0 - c.pane.x0 > 20).length;
    const right = [...m.values()].filter((c) => c.pane.x1 - c.plot.x1 > 20).length;
    expect(left).toBeGreaterThan(0);
    expect(right).toBeGreaterThan(0);
  });

  it('reads the condition list and refuses an unknown condition', () => {
    expect(parseConditions('none, last,axis,all,last')).toEqual(['none', 'last', 'axis', 'all']);
    expect(parseConditions('pane,plot')).toEqual(['pane', 'plot']);
    expect(() => parseConditions('none,box')).toThrow(/unknown mark condition "box"/);
    expect(() => parseConditions('')).toThrow(/no mark condition/);
  });

  it('gives each condition its marks and says when one cannot be read', () => {
    expect(hintsFor('none', marks, anchors)).toEqual({ hints: {}, partial: false });
    expect(hintsFor('last', marks, null)).toEqual({ hints: { lastX: 290 }, partial: false });
    expect(hintsFor('pane', marks, null)).toEqual({ hints: { plot: pane }, partial: false });
    expect(hintsFor('plot', marks, null)).toEqual({ hints: { plot }, partial: false });
    expect(hintsFor('pane', undefined, anchors)).toEqual({ skip: 'no marks noted for this case' });
    expect(hintsFor('axis', marks, anchors)).toEqual({ hints: { axis: anchors }, partial: false });
    expect(hintsFor('axis', marks, null)).toEqual({ skip: 'no two label rows in the truth' });
    expect(hintsFor('last', undefined, anchors)).toEqual({ skip: 'no marks noted for this case' });
    // all: the product's box (pane), not the tight plot
    expect(hintsFor('all', marks, anchors)).toEqual({
      hints: { plot: pane, lastX: 290, axis: anchors },
      partial: false,
    });
    expect(hintsFor('all', marks, null)).toEqual({
      hints: { plot: pane, lastX: 290 },
      partial: true,
    });
  });

  it('counts acceptable, accepted and skipped readings per condition', () => {
    const results: MarkedResult[] = [
      { name: 'a', condition: 'none', row: row('a', false) },
      { name: 'b', condition: 'none', row: row('b', true, false) },
      { name: 'a', condition: 'axis', row: null, skip: 'no two label rows in the truth' },
      { name: 'b', condition: 'axis', row: row('b', true) },
      { name: 'a', condition: 'all', row: row('a', true), partial: true },
      { name: 'b', condition: 'all', row: { ...row('b', false), error: 'threw' } },
    ];
    const [none, axis, all] = tallyConditions(results, ['none', 'axis', 'all']);
    expect(none).toMatchObject({ read: 2, acceptable: 1, accepted: 1, acceptedAcceptable: 0 });
    expect(axis).toMatchObject({ read: 1, acceptable: 1, skipped: 1 });
    expect(all).toMatchObject({ read: 2, acceptable: 1, errors: 1, partial: 1 });
    const matrix = formatMarkMatrix(['a', 'b'], results, ['none', 'axis', 'all']);
    expect(matrix.split('\n')[2]).toMatch(/^a\s+\. 20\s+-\s+Y 20~$/);
    expect(matrix.split('\n')[3]).toMatch(/^b\s+Y 20r\s+Y 20\s+ERR$/);
  });
});
