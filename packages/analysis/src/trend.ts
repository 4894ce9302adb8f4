import { adxSeries, lastValue, rmaApproximate } from './indicator-series.ts';
import { linearRegression, mean } from './math.ts';
import { reversalSigns, type ReversalSign } from './reversal-signs.ts';
import { zigzagSwings } from './swings.ts';
import type { Candle, SwingPoint, TrendLine, TrendSection } from './types.ts';

const r2 = (v: number) => Math.round(v * 100) / 100;

function volumeRatio(candles: readonly Candle[]): { recentVsAverage: number } | null {
  const tail = candles.slice(-20);
  if (tail.length < 20 || !tail.every((c) => typeof c.volume === 'number')) return null;
  const vols = tail.map((c) => c.volume as number);
  const avg = mean(vols);
  if (!(avg > 0)) return null;
  return { recentVsAverage: r2(mean(vols.slice(-5)) / avg) };
}

/**
 * The longest-standing line through two of the last four confirmed swing lows (support) or
 * highs (resistance) that no close has crossed by more than `tolerance` since its first
 * point and that is still inside the visible price range at the last bar, drawn to it. Parallel support and resistance lines make a channel.
 */
export function swingTrendLines(
  candles: readonly Candle[],
  swings: readonly SwingPoint[],
  tolerance: number,
): TrendLine[] {
  const lastIndex = candles.length - 1;
  const confirmed = swings.slice(0, -1);
  const lo = Math.min(...candles.map((c) => c.low));
  const hi = Math.max(...candles.map((c) => c.high));
  const line = (type: SwingPoint['type'], kind: TrendLine['kind']): TrendLine | null => {
    const pts = confirmed.filter((s) => s.type === type).slice(-4);
    let best: TrendLine | null = null;
    for (let j = pts.length - 1; j >= 1; j--) {
      for (let i = 0; i < j; i++) {
        const a = pts[i] as SwingPoint;
        const b = pts[j] as SwingPoint;
        if (b.index - a.index < 5) continue;
        const slope = (b.price - a.price) / (b.index - a.index);
        const at = (k: number) => a.price + slope * (k - a.index);
        let holds = true;
        for (let k = a.index; k <= lastIndex && holds; k++) {
          const close = (candles[k] as Candle).close;
          holds = type === 'low' ? close >= at(k) - tolerance : close <= at(k) + tolerance;
        }
        const end = at(lastIndex);
        const visible = end >= lo && end <= hi;
        if (holds && visible && (!best || a.index < best.from.index)) {
          best = {
            from: { index: a.index, price: a.price },
            to: { index: lastIndex, price: at(lastIndex) },
            kind,
          };
        }
      }
    }
    return best;
  };
  const support = line('low', 'support');
  const resistance = line('high', 'resistance');
  if (support && resistance) {
    const s1 = (support.to.price - support.from.price) / (support.to.index - support.from.index);
    const s2 =
      (resistance.to.price - resistance.from.price) / (resistance.to.index - resistance.from.index);
    const parallel =
      Math.sign(s1) === Math.sign(s2) &&
      Math.abs(s1 - s2) <= 0.3 * Math.max(Math.abs(s1), Math.abs(s2));
    if (parallel)
      return [
        { ...support, kind: 'channel' },
        { ...resistance, kind: 'channel' },
      ];
  }
  return [support, resistance].filter((l): l is TrendLine => l !== null);
}

function structureOf(swings: readonly SwingPoint[]): TrendSection['structure'] {
  const highs = swings.filter((s) => s.type === 'high').slice(-2);
  const lows = swings.filter((s) => s.type === 'low').slice(-2);
  const [h1, h2] = highs;
  const [l1, l2] = lows;
  if (!h1 || !h2 || !l1 || !l2) return 'not enough swings';
  if (h2.price > h1.price && l2.price > l1.price) return 'higher highs and higher lows';
  if (h2.price < h1.price && l2.price < l1.price) return 'lower highs and lower lows';
  return 'mixed';
}

function strengthOf(
  adx: number | null,
  moveAtr: number,
  rSquared: number,
): TrendSection['strength'] {
  if (adx !== null)
    return adx < 20 ? 'weak' : adx < 25 ? 'moderate' : adx < 40 ? 'strong' : 'very strong';
  const score = Math.abs(moveAtr) * rSquared;
  return score < 1 ? 'weak' : score < 3 ? 'moderate' : score < 6 ? 'strong' : 'very strong';
}

/** Direction and strength from a regression of the last 50 closes (in ATR units) and ADX(14). */
export function trendSection(
  candles: readonly Candle[],
  atr: number,
  relative: boolean,
  volumeSource: 'chart' | 'data',
): { section: TrendSection; lines: TrendLine[]; signs: ReversalSign[] } {
  const n = candles.length;
  const window = Math.min(n, 50);
  const tail = candles.slice(n - window);
  const reg = linearRegression(
    tail.map((_, i) => i),
    tail.map((c) => c.close),
  );
  const slopeAtrPerBar = reg.slope / atr;
  const moveAtr = (reg.slope * (window - 1)) / atr;
  const direction: TrendSection['direction'] =
    moveAtr > 2 && reg.rSquared > 0.25
      ? 'up'
      : moveAtr < -2 && reg.rSquared > 0.25
        ? 'down'
        : 'sideways';
  const adx = n >= 30 ? lastValue(adxSeries(candles)) : null;
  const swings = zigzagSwings(candles, 3 * atr);
  const last = candles[n - 1] as Candle;
  const momentumAtr = n > 10 ? r2((last.close - (candles[n - 11] as Candle).close) / atr) : null;
  const volume = volumeRatio(candles);
  const signs = reversalSigns(candles, swings, direction, momentumAtr, volumeSource);
  const section: TrendSection = {
    direction,
    slopeAtrPerBar: Math.round(slopeAtrPerBar * 1000) / 1000,
    moveAtr: r2(moveAtr),
    rSquared: r2(reg.rSquared),
    window,
    adx: adx === null ? null : r2(adx),
    adxApproximate: rmaApproximate(n - 14, 14),
    strength: strengthOf(adx, moveAtr, reg.rSquared),
    structure: structureOf(swings),
    swings,
    momentumAtr,
    reversalSigns: signs.map((s) => s.text),
    atrPercent: relative || !(last.close > 0) ? null : r2((atr / last.close) * 100),
    volume: volume ? { ...volume, source: volumeSource } : null,
    evidence: null,
  };
  return { section, lines: swingTrendLines(candles, swings, 0.25 * atr), signs };
}
