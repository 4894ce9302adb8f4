import type { Candle } from '@candlelens/analysis';
import type { CandlestickName } from '../../packages/analysis/src/candlestick-patterns.ts';
import { seededRandom } from '../../packages/analysis/test/shapes.ts';

/** Bars as [open, high, low, close] relative to the last lead-in close, in ATR-like units. */
type Bars = [number, number, number, number][];

interface CandleTemplate {
  /** Direction of the 25-bar lead-in. */
  lead: 'up' | 'down' | 'flat';
  bars: Bars;
}

const T: Record<CandlestickName, CandleTemplate> = {
  Doji: { lead: 'up', bars: [[0, 0.6, -0.6, 0.02]] },
  Hammer: { lead: 'down', bars: [[-0.2, 0.05, -1.6, 0.1]] },
  'Hanging man': { lead: 'up', bars: [[0.2, 0.35, -1.4, 0.5]] },
  'Inverted hammer': { lead: 'down', bars: [[-0.2, 1.4, -0.25, 0.1]] },
  'Shooting star': { lead: 'up', bars: [[0.2, 1.7, 0.15, 0.0]] },
  'Bullish engulfing': {
    lead: 'down',
    bars: [
      [0, 0.1, -0.9, -0.8],
      [-0.9, 0.4, -1, 0.3],
    ],
  },
  'Bearish engulfing': {
    lead: 'up',
    bars: [
      [0, 0.9, -0.1, 0.8],
      [0.9, 1, -0.4, -0.3],
    ],
  },
  'Bullish harami': {
    lead: 'down',
    bars: [
      [0, 0.1, -1.3, -1.2],
      [-0.9, -0.5, -1, -0.6],
    ],
  },
  'Bearish harami': {
    lead: 'up',
    bars: [
      [0, 1.3, -0.1, 1.2],
      [0.9, 1, 0.5, 0.6],
    ],
  },
  'Piercing line': {
    lead: 'down',
    bars: [
      [0, 0.1, -1.3, -1.2],
      [-1.4, -0.2, -1.5, -0.3],
    ],
  },
  'Dark cloud cover': {
    lead: 'up',
    bars: [
      [0, 1.3, -0.1, 1.2],
      [1.4, 1.5, 0.2, 0.3],
    ],
  },
  'Morning star': {
    lead: 'down',
    bars: [
      [0, 0.1, -1.3, -1.2],
      [-1.35, -1.2, -1.6, -1.3],
      [-1.2, -0.3, -1.3, -0.4],
    ],
  },
  'Evening star': {
    lead: 'up',
    bars: [
      [0, 1.3, -0.1, 1.2],
      [1.35, 1.6, 1.2, 1.3],
      [1.2, 1.3, 0.3, 0.4],
    ],
  },
  'Three white soldiers': {
    lead: 'flat',
    bars: [
      [0, 0.85, -0.05, 0.8],
      [0.5, 1.65, 0.45, 1.6],
      [1.3, 2.45, 1.25, 2.4],
    ],
  },
  'Three black crows': {
    lead: 'flat',
    bars: [
      [0, 0.05, -0.85, -0.8],
      [-0.5, -0.45, -1.65, -1.6],
      [-1.3, -1.25, -2.45, -2.4],
    ],
  },
};

export const INJECTED_CANDLESTICKS = Object.keys(T) as CandlestickName[];

function leadIn(direction: 'up' | 'down' | 'flat', seed: number): Candle[] {
  const rand = seededRandom(seed);
  const out: Candle[] = [];
  let close = 100;
  for (let i = 0; i < 25; i++) {
    const drift = direction === 'up' ? 0.45 : direction === 'down' ? -0.45 : 0;
    const withTrend = direction === 'flat' ? (i % 2 === 0 ? 1 : -1) : rand() < 0.75 ? 1 : -1;
    const body = (0.4 + 0.3 * rand()) * withTrend * (direction === 'down' ? -1 : 1);
    const open = close;
    const next = open + (direction === 'flat' ? body * 0.8 : drift + body * 0.6);
    out.push({
      open,
      high: Math.max(open, next) + 0.25 + 0.2 * rand(),
      low: Math.min(open, next) - 0.25 - 0.2 * rand(),
      close: next,
    });
    close = next;
  }
  return out;
}

/** Lead-in plus the injected bars (or, for null, an ordinary bar continuing the lead-in). */
export function candleSample(
  name: CandlestickName | null,
  seed: number,
  lead: 'up' | 'down' | 'flat' = 'up',
): Candle[] {
  const template = name
    ? T[name]
    : {
        lead,
        bars: [
          [
            0,
            lead === 'down' ? 0.25 : 0.85,
            lead === 'down' ? -0.85 : -0.25,
            lead === 'down' ? -0.6 : 0.6,
          ],
        ] as Bars,
      };
  const candles = leadIn(template.lead, seed);
  const ref = (candles[candles.length - 1] as Candle).close;
  for (const [o, h, l, c] of template.bars)
    candles.push({ open: ref + o, high: ref + h, low: ref + l, close: ref + c });
  return candles;
}
