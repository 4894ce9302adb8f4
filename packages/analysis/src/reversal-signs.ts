import { rsiSeries } from './indicator-series.ts';
import type { Candle, EvidenceRef, SwingPoint, TrendSection } from './types.ts';

/** A sign that a move may be turning, and the claim the evidence file measures it as. */
export interface ReversalSign {
  text: string;
  /** "sign:rsi divergence (bearish)": the close 10 bars later moved the sign's way. */
  claim: string;
  bias: 'bullish' | 'bearish';
}

/** The trend as the engine makes it: the contract's shape plus each reversal sign's evidence. */
export interface MeasuredTrend extends TrendSection {
  signs: (ReversalSign & { evidence: EvidenceRef | null })[];
}

/** Mean volume of the bars around `i` (one either side), or null when one has none. */
function volumeAround(candles: readonly Candle[], i: number): number | null {
  const bars = candles.slice(Math.max(0, i - 1), i + 2);
  if (!bars.every((c) => typeof c.volume === 'number')) return null;
  return bars.reduce((s, c) => s + (c.volume as number), 0) / bars.length;
}

const sign = (text: string, claim: string, bias: ReversalSign['bias']): ReversalSign => ({
  text,
  claim: `sign:${claim}`,
  bias,
});

/**
 * Reversal signs at the last bar: a close through the last confirmed swing against the trend,
 * RSI and volume divergences between the last two swing highs (or lows), and 10-bar momentum
 * turned against the trend. Volume divergence: a higher high on lower volume around it than the
 * high before (bearish), a lower low on lower volume (bullish: the selling is drying up).
 */
export function reversalSigns(
  candles: readonly Candle[],
  swings: readonly SwingPoint[],
  direction: TrendSection['direction'],
  momentumAtr: number | null,
  volumeSource: 'chart' | 'data',
): ReversalSign[] {
  const out: ReversalSign[] = [];
  const last = candles[candles.length - 1] as Candle;
  const confirmed = swings.slice(0, -1);
  const lastLow = confirmed.filter((s) => s.type === 'low').at(-1);
  const lastHigh = confirmed.filter((s) => s.type === 'high').at(-1);
  if (direction === 'up' && lastLow && last.close < lastLow.price)
    out.push(sign('close below the last swing low', 'close below swing low', 'bearish'));
  if (direction === 'down' && lastHigh && last.close > lastHigh.price)
    out.push(sign('close above the last swing high', 'close above swing high', 'bullish'));
  const rsi = rsiSeries(candles);
  const [h1, h2] = swings.filter((s) => s.type === 'high').slice(-2);
  const [l1, l2] = swings.filter((s) => s.type === 'low').slice(-2);
  const rsiAt = (i: number) => rsi[i] ?? null;
  const lower = (a: number | null, b: number | null) => a !== null && b !== null && b < a;
  const higher = (a: number | null, b: number | null) => a !== null && b !== null && b > a;
  const where = volumeSource === 'chart' ? " in the chart's volume pane" : '';
  if (h1 && h2 && h2.price > h1.price) {
    if (lower(rsiAt(h1.index), rsiAt(h2.index)))
      out.push(
        sign(
          'bearish RSI divergence (higher price high, lower RSI high)',
          'rsi divergence (bearish)',
          'bearish',
        ),
      );
    if (lower(volumeAround(candles, h1.index), volumeAround(candles, h2.index)))
      out.push(
        sign(
          `bearish volume divergence (higher price high on lower volume${where})`,
          'volume divergence (bearish)',
          'bearish',
        ),
      );
  }
  if (l1 && l2 && l2.price < l1.price) {
    if (higher(rsiAt(l1.index), rsiAt(l2.index)))
      out.push(
        sign(
          'bullish RSI divergence (lower price low, higher RSI low)',
          'rsi divergence (bullish)',
          'bullish',
        ),
      );
    if (lower(volumeAround(candles, l1.index), volumeAround(candles, l2.index)))
      out.push(
        sign(
          `bullish volume divergence (lower price low on lower volume${where})`,
          'volume divergence (bullish)',
          'bullish',
        ),
      );
  }
  if (momentumAtr !== null && direction === 'up' && momentumAtr < -1)
    out.push(sign('10-bar momentum has turned down', 'momentum turned down', 'bearish'));
  if (momentumAtr !== null && direction === 'down' && momentumAtr > 1)
    out.push(sign('10-bar momentum has turned up', 'momentum turned up', 'bullish'));
  return out;
}
