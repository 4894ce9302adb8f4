import { describe, expect, it } from 'vitest';
import { candlesticksAt, type CandlestickName } from '../src/candlestick-patterns.ts';
import type { Candle } from '../src/types.ts';

type Bar = [number, number, number, number];

/** Twelve steady bars up or down (body 1, range 1.4), then `bars` relative to the last close. */
function series(lead: 'up' | 'down' | 'flat', bars: Bar[]): Candle[] {
  const out: Candle[] = [];
  let close = 100;
  for (let i = 0; i < 12; i++) {
    const step = lead === 'up' ? 1 : lead === 'down' ? -1 : i % 2 === 0 ? 0.5 : -0.5;
    const open = close;
    close = open + step;
    out.push({ open, high: Math.max(open, close) + 0.2, low: Math.min(open, close) - 0.2, close });
  }
  for (const [o, h, l, c] of bars)
    out.push({ open: close + o, high: close + h, low: close + l, close: close + c });
  return out;
}

function namesAtEnd(candles: Candle[]): CandlestickName[] {
  return candlesticksAt(candles, candles.length - 1, 1.4).map((h) => h.name);
}

const CASES: { name: CandlestickName; lead: 'up' | 'down' | 'flat'; bars: Bar[]; absent: Bar[] }[] =
  [
    { name: 'Doji', lead: 'up', bars: [[0, 0.7, -0.7, 0.02]], absent: [[0, 0.7, -0.7, 0.6]] },
    {
      name: 'Hammer',
      lead: 'down',
      bars: [[-0.2, 0.05, -2, 0.1]],
      absent: [[-0.2, 1.5, -0.3, 0.1]],
    },
    {
      name: 'Hanging man',
      lead: 'up',
      bars: [[0.2, 0.35, -1.8, 0.5]],
      absent: [[0.2, 1.2, 0.1, 1.1]],
    },
    {
      name: 'Inverted hammer',
      lead: 'down',
      bars: [[-0.2, 1.8, -0.25, 0.1]],
      absent: [[-0.2, 0.05, -2, 0.1]],
    },
    {
      name: 'Shooting star',
      lead: 'up',
      bars: [[0.2, 2, 0.15, 0]],
      absent: [[0.2, 0.4, -0.4, 0.3]],
    },
    {
      name: 'Bullish engulfing',
      lead: 'down',
      bars: [
        [0, 0.1, -1.1, -1],
        [-1.1, 0.3, -1.2, 0.2],
      ],
      absent: [
        [0, 0.1, -1.1, -1],
        [-0.9, -0.3, -1, -0.4],
      ],
    },
    {
      name: 'Bearish engulfing',
      lead: 'up',
      bars: [
        [0, 1.1, -0.1, 1],
        [1.1, 1.2, -0.3, -0.2],
      ],
      absent: [
        [0, 1.1, -0.1, 1],
        [0.9, 1, 0.3, 0.4],
      ],
    },
    {
      name: 'Bullish harami',
      lead: 'down',
      bars: [
        [0, 0.1, -1.6, -1.5],
        [-1.1, -0.6, -1.2, -0.7],
      ],
      absent: [
        [0, 0.1, -1.6, -1.5],
        [-1.6, -1.5, -2.6, -2.5],
      ],
    },
    {
      name: 'Bearish harami',
      lead: 'up',
      bars: [
        [0, 1.6, -0.1, 1.5],
        [1.1, 1.2, 0.6, 0.7],
      ],
      absent: [
        [0, 1.6, -0.1, 1.5],
        [1.6, 2.6, 1.5, 2.5],
      ],
    },
    {
      name: 'Piercing line',
      lead: 'down',
      bars: [
        [0, 0.1, -1.6, -1.5],
        [-1.7, -0.3, -1.8, -0.4],
      ],
      absent: [
        [0, 0.1, -1.6, -1.5],
        [-1.7, -1.1, -1.8, -1.2],
      ],
    },
    {
      name: 'Dark cloud cover',
      lead: 'up',
      bars: [
        [0, 1.6, -0.1, 1.5],
        [1.7, 1.8, 0.3, 0.4],
      ],
      absent: [
        [0, 1.6, -0.1, 1.5],
        [1.7, 1.8, 1.1, 1.2],
      ],
    },
    {
      name: 'Morning star',
      lead: 'down',
      bars: [
        [0, 0.1, -1.6, -1.5],
        [-1.6, -1.4, -2, -1.5],
        [-1.4, -0.3, -1.5, -0.4],
      ],
      absent: [
        [0, 0.1, -1.6, -1.5],
        [-1.6, -1.4, -2, -1.5],
        [-1.4, -1.2, -1.9, -1.3],
      ],
    },
    {
      name: 'Evening star',
      lead: 'up',
      bars: [
        [0, 1.6, -0.1, 1.5],
        [1.6, 2, 1.4, 1.5],
        [1.4, 1.5, 0.3, 0.4],
      ],
      absent: [
        [0, 1.6, -0.1, 1.5],
        [1.6, 2, 1.4, 1.5],
        [1.4, 1.9, 1.2, 1.3],
      ],
    },
    {
      name: 'Three white soldiers',
      lead: 'flat',
      bars: [
        [0, 1.05, -0.05, 1],
        [0.6, 2.05, 0.55, 2],
        [1.6, 3.05, 1.55, 3],
      ],
      absent: [
        [0, 1.05, -0.05, 1],
        [0.6, 2.05, 0.55, 2],
        [1.6, 3.05, 1.55, 1.7],
      ],
    },
    {
      name: 'Three black crows',
      lead: 'flat',
      bars: [
        [0, 0.05, -1.05, -1],
        [-0.6, -0.55, -2.05, -2],
        [-1.6, -1.55, -3.05, -3],
      ],
      absent: [
        [0, 0.05, -1.05, -1],
        [-0.6, -0.55, -2.05, -2],
        [-1.6, -1.55, -3.05, -1.7],
      ],
    },
  ];

describe('candlestick detectors', () => {
  it('cover at least twelve patterns', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(CASES)(
    '$name is found when present and not when absent',
    ({ name, lead, bars, absent }) => {
      expect(namesAtEnd(series(lead, bars))).toContain(name);
      expect(namesAtEnd(series(lead, absent))).not.toContain(name);
    },
  );

  it('reversal patterns need the opposite prior move', () => {
    expect(namesAtEnd(series('up', [[-0.2, 0.05, -2, 0.1]]))).not.toContain('Hammer');
    expect(namesAtEnd(series('down', [[0.2, 2, 0.15, 0]]))).not.toContain('Shooting star');
  });

  it('reports where the pattern starts and ends', () => {
    const candles = series('down', [
      [0, 0.1, -1.6, -1.5],
      [-1.6, -1.4, -2, -1.5],
      [-1.4, -0.3, -1.5, -0.4],
    ]);
    const star = candlesticksAt(candles, candles.length - 1, 1.4).find(
      (h) => h.name === 'Morning star',
    );
    expect(star).toMatchObject({
      bias: 'bullish',
      startIndex: candles.length - 3,
      endIndex: candles.length - 1,
    });
  });
});
