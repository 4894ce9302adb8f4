import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/index.ts';
import { findFade } from '../../../src/stages/normalise/index.ts';
import type { RgbaImage } from '../../../src/types.ts';
import { blend, rect, syntheticChart, text, type Color } from '../../raster.ts';

const WHITE: Color = [255, 255, 255];
const UP: Color = [8, 153, 129];
const DOWN: Color = [242, 54, 69];

/** A chart of `n` candles on a white plot. */
const lightChart = (n: number, seed: number) =>
  syntheticChart({ n, width: 800, height: 420, seed, bg: WHITE, up: UP, down: DOWN });

/** A light chart whose candles from column `from` on are drawn at `k` of their colour, as a
 * box selection leaves the points outside it. */
function faded(from: number, k: number) {
  const chart = lightChart(100, 7);
  const { image } = chart;
  for (let y = 0; y < image.height; y++)
    for (let x = from; x < image.width - 70; x++) blend(image, x, y, WHITE, 1 - k);
  return chart;
}

/** The same chart with a hover card of the background's colour at `opacity` over its middle,
 * its text drawn over the candles it dims. */
function hoverCard(opacity: number) {
  const chart = lightChart(70, 9);
  const { image } = chart;
  for (let y = 60; y < 340; y++) for (let x = 250; x < 470; x++) blend(image, x, y, WHITE, opacity);
  for (let i = 0; i < 5; i++) text(image, `Open 1234.${i}`, 270, 90 + i * 45, 12, [25, 25, 25]);
  return chart;
}

const PLOT = { left: 0, top: 0, right: 730, bottom: 420 };
const under = (chart: { candles: { x: number }[] }, x0: number, x1: number) =>
  chart.candles.filter((c) => c.x >= x0 && c.x < x1);
const foundIn = (r: { candles: { x: number }[] }, xs: { x: number }[]) =>
  xs.filter((c) => r.candles.some((d) => Math.abs(d.x - c.x) < 3)).length;

describe('candles faded with no panel colour of their own', () => {
  it('are found with the factor they are faded by and the part of the plot they fill', () => {
    const { image } = faded(300, 0.2);
    const f = findFade(image, PLOT, WHITE);
    expect(f).not.toBeNull();
    expect(f!.k).toBeCloseTo(0.2, 1);
    expect(Math.min(...f!.boxes.map((b) => b.x0))).toBeGreaterThanOrEqual(295);
    expect(Math.min(...f!.boxes.map((b) => b.x0))).toBeLessThan(320);
  });

  it('are read like the others: a selection leaves every candle in the reading', () => {
    const chart = faded(300, 0.2);
    const r = readChart(chart.image);
    const dim = under(chart, 300, 730);
    expect(dim.length).toBeGreaterThan(20);
    expect(foundIn(r, dim)).toBeGreaterThanOrEqual(dim.length - 1);
  }, 60_000);

  it('are read under a hover card of the background colour that lets a twentieth through', () => {
    const chart = hoverCard(0.94);
    const f = findFade(chart.image, PLOT, WHITE);
    expect(f?.k).toBeCloseTo(0.06, 1);
    const dim = under(chart, 252, 468);
    const r = readChart(chart.image);
    expect(foundIn(r, dim)).toBeGreaterThanOrEqual(dim.length - 2);
  }, 60_000);

  it('are not volume bars at half opacity standing on the plot bottom, nor a plain chart', () => {
    const { image } = lightChart(70, 7);
    expect(findFade(image, PLOT, WHITE)).toBeNull();
    const withVolume: RgbaImage = { ...image, data: new Uint8Array(image.data) };
    for (let i = 0; i < 70; i++) {
      const x = 12 + i * 10;
      const h = 10 + ((i * 37) % 50);
      rect(withVolume, x - 3, 410 - h, x + 4, 410, i % 2 ? UP : DOWN);
      for (let y = 410 - h; y < 410; y++)
        for (let dx = -3; dx < 4; dx++) blend(withVolume, x + dx, y, WHITE, 0.5);
    }
    const f = findFade(withVolume, PLOT, WHITE);
    expect(f?.boxes.some((b) => b.y1 >= 400) ?? false).toBe(false);
  });
});
