import { describe, expect, it } from 'vitest';
import { readChart } from '../src/index.ts';
import { readChartWith } from '../src/read-chart.ts';
import { LabelReaderError, runAsync, runNow, type LabelPort } from '../src/shared/label-port.ts';
import { syntheticChart } from './raster.ts';

/** A recogniser that fails on every reading. */
const failing: LabelPort = {
  recognises: true,
  *read() {
    return yield Promise.reject(new Error('the engine stopped'));
  },
  within: () => failing,
};

/** A recogniser that reads nothing: every label checked reads as empty. */
const silent: LabelPort = {
  recognises: true,
  *read(boxes) {
    return yield Promise.resolve(boxes.map(() => ({ text: '', confidence: 0 })));
  },
  within: () => silent,
};

describe('the label port', () => {
  const chart = syntheticChart({ n: 36 }).image;

  it('refuses to run stages that wait on a recogniser as the pure reader', () => {
    expect(() => runNow(readChartWith(chart, {}, silent))).toThrow(/pure reader has none/);
  });

  it('keeps the glyph reading of an axis the recogniser cannot read, and reads no times', async () => {
    const run = await runAsync(readChartWith(chart, {}, silent));
    const pure = readChart(chart);
    expect(run.reading.candles.map((c) => c.close)).toEqual(pure.candles.map((c) => c.close));
    expect(run.reading.candles.every((c) => c.time === null)).toBe(true);
  });

  it("reports a failed recogniser to the caller instead of reading 'no chart'", async () => {
    await expect(runAsync(readChartWith(chart, {}, failing))).rejects.toThrow(LabelReaderError);
  });
});
