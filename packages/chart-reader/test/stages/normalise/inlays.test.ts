import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/index.ts';
import { restoreUnderInlays } from '../../../src/stages/normalise/index.ts';
import { blank, rect, rng, textAt, type Color } from '../../raster.ts';

const black: Color = [0, 0, 0];
const green: Color = [0, 255, 0];
const white: Color = [255, 255, 255];
const blue: Color = [0, 0, 255];

/**
 * MetaTrader's classic style (green outlines and wicks on black, rising bodies hollow, falling
 * ones filled white), with an indicator that paints a blue stripe down the middle of every body,
 * and price labels on the right: 40 candles 16 px apart, 11 px bodies (as MetaTrader draws them at its widest zoom).
 */
function paintedChart() {
  const W = 760;
  const H = 420;
  const img = blank(W, H, black);
  const r = rng(3);
  const truth: {
    x: number;
    high: number;
    low: number;
    top: number;
    bottom: number;
    rising: boolean;
  }[] = [];
  let y = 200;
  for (let i = 0; i < 40; i++) {
    const x = 12 + i * 16;
    const open = y;
    const close = Math.max(60, Math.min(360, y + Math.round((r() - 0.5) * 70)));
    const top = Math.min(open, close);
    const bottom = Math.max(open, close) + (open === close ? 2 : 0);
    const high = top - 3 - Math.round(r() * 15);
    const low = bottom + 3 + Math.round(r() * 15);
    rect(img, x, high, x + 1, low + 1, green);
    rect(img, x - 5, top, x + 6, bottom + 1, green);
    rect(img, x - 4, top + 1, x + 5, bottom, close > open ? white : black);
    rect(img, x - 1, top, x + 1, bottom + 1, blue);
    truth.push({ x, high, low, top, bottom, rising: close < open });
    y = close;
  }
  for (let k = 0; k < 9; k++)
    textAt(img, (1.12 - k * 0.0025).toFixed(4), W - 60, 40 + k * 42, 9, [200, 200, 200]);
  return { img, truth };
}

describe('stripes an indicator paints over the bodies', () => {
  const { img, truth } = paintedChart();

  it('are painted over with what they cover', () => {
    const plot = { left: 0, top: 0, right: img.width - 70, bottom: img.height };
    const out = restoreUnderInlays(img, plot, black);
    let left = 0;
    for (let i = 0; i < out.data.length; i += 4)
      if (out.data[i] === 0 && out.data[i + 1] === 0 && out.data[i + 2] === 255) left++;
    expect(left).toBe(0);
    // the outlines are whole again: a hollow body's top row is green across the stripe, and its
    // inside black
    const hollow = truth.filter((c) => c.rising && c.bottom - c.top >= 4);
    expect(hollow.length).toBeGreaterThan(5);
    const at = (x: number, y: number): number[] => {
      const i = (y * img.width + x) * 4;
      return [out.data[i]!, out.data[i + 1]!, out.data[i + 2]!];
    };
    for (const c of hollow) {
      expect(at(c.x, c.top)).toEqual(green);
      expect(at(c.x, c.top + 2)).toEqual(black);
    }
  });

  it('leave every candle to be read', () => {
    const r = readChart(img);
    expect(r.found).toBe(true);
    const found = truth.filter((c) => r.candles.some((d) => Math.abs(d.x - c.x) <= 2));
    expect(found.length).toBe(truth.length);
  }, 60_000);

  it('leave thin candles side by side in a dense chart alone', () => {
    // 2 px bodies on a 2 px pitch, the colours alternating: every body touches the two beside it
    const dense = blank(400, 200, black);
    const r = rng(9);
    for (let i = 0; i < 180; i++) {
      const top = 60 + Math.round(r() * 40);
      rect(
        dense,
        10 + i * 2,
        top,
        12 + i * 2,
        top + 20 + Math.round(r() * 30),
        i % 2 ? green : white,
      );
    }
    const plot = { left: 0, top: 0, right: 400, bottom: 200 };
    expect(restoreUnderInlays(dense, plot, black)).toBe(dense);
  });
});
