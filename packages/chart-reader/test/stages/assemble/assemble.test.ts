import { describe, expect, it } from 'vitest';
import { assembleCandles, priceAtY } from '../../../src/stages/assemble/index.ts';
import type { CandleScan, RawCandle } from '../../../src/stages/candles/index.ts';
import type { PriceAxis } from '../../../src/types.ts';
import { rng } from '../../raster.ts';

const plot = { left: 0, top: 0, right: 500, bottom: 400 };

/** Forty candles in a chain (each opens at the previous close), green rising, red falling. */
function scanOf(): { scan: CandleScan; rising: boolean[] } {
  const r = rng(5);
  let close = 200;
  const candles: RawCandle[] = [];
  const rising: boolean[] = [];
  for (let i = 0; i < 40; i++) {
    const open = close;
    close = Math.max(40, Math.min(360, open + Math.round((r() - 0.5) * 40)));
    if (close === open) close = open - 3;
    const up = close < open;
    rising.push(up);
    candles.push({
      x: 10 + i * 12,
      yHigh: Math.min(open, close) - 4,
      yLow: Math.max(open, close) + 4,
      yBodyTop: Math.min(open, close),
      yBodyBottom: Math.max(open, close),
      bodyWidth: 7,
      wickWidth: 1,
      color: up ? 0 : 1,
      hollow: false,
    });
  }
  const scan: CandleScan = {
    candles,
    colors: [
      [8, 153, 129],
      [242, 54, 69],
    ],
    volumeTop: null,
    volumeBottom: null,
    ownWickColour: false,
    contentTop: 0,
    contentBottom: 400,
    confidence: 1,
    warnings: [],
  };
  return { scan, rising };
}

describe('stage assemble', () => {
  const axis: PriceAxis = {
    side: 'right',
    scale: 'linear',
    labels: [],
    fit: { slope: -0.5, intercept: 300, residual: 0 },
  };

  it('gives each candle its direction by colour and its prices through the axis', () => {
    const { scan, rising } = scanOf();
    const a = assembleCandles(scan, axis, plot);
    expect(a.colors).toEqual({ up: '#089981', down: '#f23645', method: 'hue' });
    expect(a.warnings).toEqual([]);
    expect(a.directionConfidence).toBeGreaterThan(0.5);
    expect(a.candles.map((c) => c.up)).toEqual(rising);
    a.candles.forEach((c, i) => {
      const s = scan.candles[i]!;
      expect(c.open).toBe(priceAtY(axis, rising[i] ? s.yBodyBottom : s.yBodyTop));
      expect(c.close).toBe(priceAtY(axis, rising[i] ? s.yBodyTop : s.yBodyBottom));
      expect([c.high, c.low]).toEqual([300 - s.yHigh / 2, 300 - s.yLow / 2]);
      expect([c.time, c.volume]).toEqual([null, null]);
    });
  });

  it('gives prices relative to the plot (0 = bottom, 100 = top) without an axis', () => {
    const { scan } = scanOf();
    const a = assembleCandles(scan, null, plot);
    a.candles.forEach((c, i) => expect(c.high).toBe((100 * (400 - scan.candles[i]!.yHigh)) / 400));
  });
});
