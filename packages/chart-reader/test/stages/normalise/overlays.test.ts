import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/index.ts';
import { findVeil } from '../../../src/stages/normalise/index.ts';
import { blend, syntheticChart, text } from '../../raster.ts';

/** A chart with a translucent tooltip over its left part, as a hovering mouse leaves it. */
function veiled() {
  const chart = syntheticChart({ n: 60, width: 800, height: 420, seed: 4 });
  const { image } = chart;
  for (let y = 30; y < 330; y++)
    for (let x = 20; x < 260; x++) blend(image, x, y, [70, 70, 76], 0.75);
  for (let k = 0; k < 6; k++) text(image, `open 1234.${k}`, 40, 50 + k * 40, 10, [255, 255, 255]);
  return chart;
}

describe('a translucent panel over the plot', () => {
  it('is found with the factor the chart shows through it', () => {
    const { image } = veiled();
    const v = findVeil(image, { left: 0, top: 0, right: 730, bottom: 420 }, [19, 23, 34]);
    expect(v).not.toBeNull();
    expect(v!.x0).toBeLessThanOrEqual(21);
    expect(v!.x1).toBeGreaterThanOrEqual(258);
    expect(v!.k).toBeCloseTo(0.25, 1);
  });

  it('hides no candle: those under it are read too', () => {
    const chart = veiled();
    const r = readChart(chart.image);
    const under = chart.candles.filter((c) => c.x < 260);
    expect(under.length).toBeGreaterThan(10);
    const found = under.filter((c) => r.candles.some((d) => Math.abs(d.x - c.x) < 3));
    expect(found.length).toBeGreaterThanOrEqual(under.length - 1);
  }, 60_000);
});
