import { median } from './math.ts';
import { fractalSwings } from './swings.ts';
import type { BreakoutEvent, Candle, Level, RoundLevel, SwingPoint } from './types.ts';

interface Cluster {
  members: SwingPoint[];
  price: number;
}

/** Groups swing prices that lie within `tolerance` of the running cluster centre. */
export function swingClusters(swings: readonly SwingPoint[], tolerance: number): Cluster[] {
  const sorted = [...swings].sort((a, b) => a.price - b.price || a.index - b.index);
  const clusters: Cluster[] = [];
  let current: SwingPoint[] = [];
  for (const s of sorted) {
    const centre = current.length ? median(current.map((m) => m.price)) : s.price;
    if (current.length && s.price - centre > tolerance) {
      clusters.push({ members: current, price: median(current.map((m) => m.price)) });
      current = [];
    }
    current.push(s);
  }
  if (current.length)
    clusters.push({ members: current, price: median(current.map((m) => m.price)) });
  return clusters;
}

function reactionAtr(candles: readonly Candle[], swing: SwingPoint, atr: number): number {
  const end = Math.min(candles.length - 1, swing.index + 5);
  let best = 0;
  for (let j = swing.index + 1; j <= end; j++) {
    const c = candles[j] as Candle;
    best = Math.max(best, swing.type === 'high' ? swing.price - c.low : c.high - swing.price);
  }
  return best / atr;
}

function lastTouch(candles: readonly Candle[], price: number, band: number): number {
  for (let i = candles.length - 1; i >= 0; i--) {
    const c = candles[i] as Candle;
    if (c.high >= price - band && c.low <= price + band) return i;
  }
  return -1;
}

function touchReaction(
  candles: readonly Candle[],
  price: number,
  touch: number,
): Level['reaction'] {
  if (touch >= candles.length - 1) return 'testing now';
  let before = touch - 1;
  while (before >= 0 && (candles[before] as Candle).close === price) before--;
  const last = candles[candles.length - 1] as Candle;
  const from = before >= 0 ? (candles[before] as Candle).close : (candles[touch] as Candle).open;
  return from >= price === last.close >= price ? 'rejected' : 'broke through';
}

/**
 * Support and resistance from swing points clustered by volatility (0.6 ATR), scored by
 * touches, the size of the reaction away from the level, how recent the last touch is and
 * (slightly) distance from the last close. The three best of the six nearest clusters on
 * each side are kept, nearest first.
 */
export function keyLevels(candles: readonly Candle[], atr: number): Level[] {
  const n = candles.length;
  const last = candles[n - 1];
  if (!last || n < 5) return [];
  const swings = fractalSwings(candles, n >= 100 ? 3 : 2);
  const tolerance = 0.6 * atr;
  const scored = swingClusters(swings, tolerance).map((cluster) => {
    const touch = lastTouch(candles, cluster.price, tolerance / 2);
    const reaction =
      cluster.members.reduce((s, m) => s + reactionAtr(candles, m, atr), 0) /
      cluster.members.length;
    const recency = Math.max(touch, 0) / Math.max(1, n - 1);
    const distance = Math.abs(cluster.price - last.close) / atr;
    const score =
      cluster.members.length +
      0.5 * Math.min(reaction, 4) +
      2 * recency -
      0.1 * Math.min(distance, 20);
    return { cluster, touch, reaction, score: Math.max(0.01, score), distance };
  });
  const maxScore = Math.max(1e-9, ...scored.map((s) => s.score));
  const build = (kind: Level['kind']) =>
    scored
      .filter((s) =>
        kind === 'resistance' ? s.cluster.price >= last.close : s.cluster.price < last.close,
      )
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 6)
      .sort((a, b) => b.score - a.score || a.cluster.price - b.cluster.price)
      .slice(0, 3)
      .sort(
        (a, b) => Math.abs(a.cluster.price - last.close) - Math.abs(b.cluster.price - last.close),
      )
      .map((s, i): Level => ({
        price: s.cluster.price,
        kind,
        strength: Math.round((s.score / maxScore) * 100) / 100,
        touches: s.cluster.members.length,
        label: `${kind === 'resistance' ? 'R' : 'S'}${i + 1}`,
        lastTouchIndex: s.touch,
        reactionAtr: Math.round(s.reaction * 10) / 10,
        reaction: touchReaction(candles, s.cluster.price, s.touch),
      }));
  return [...build('resistance'), ...build('support')];
}

const NICE_STEPS = [1, 2, 2.5, 5];

/** The nearest round numbers above and below the last close, on a step that suits the range. */
export function roundNumberLevels(candles: readonly Candle[]): RoundLevel[] {
  const last = candles[candles.length - 1];
  if (!last) return [];
  const hi = Math.max(...candles.map((c) => c.high));
  const lo = Math.min(...candles.map((c) => c.low));
  const range = hi - lo;
  if (!(range > 0)) return [];
  const raw = range / 12;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (NICE_STEPS.find((s) => s * magnitude >= raw) ?? 10) * magnitude;
  const below = Math.floor(last.close / step) * step;
  const above = below === last.close ? below + step : Math.ceil(last.close / step) * step;
  const out: RoundLevel[] = [];
  const clean = (v: number) => Number(v.toPrecision(12));
  if (above <= hi + step / 2) out.push({ price: clean(above), position: 'above' });
  if (below >= lo - step / 2 && below > 0) out.push({ price: clean(below), position: 'below' });
  return out;
}

/**
 * The latest close through each level (by 0.3 ATR, from at or beyond it within the three bars
 * before) in the last 30 bars, with the retest that followed, if any.
 */
export function recentBreakouts(
  candles: readonly Candle[],
  levels: readonly Level[],
  atr: number,
): BreakoutEvent[] {
  const n = candles.length;
  const out: BreakoutEvent[] = [];
  const band = 0.3 * atr;
  for (const level of levels) {
    const L = level.price;
    for (let i = n - 1; i >= Math.max(1, n - 30); i--) {
      const cur = (candles[i] as Candle).close;
      const recent = candles.slice(Math.max(0, i - 3), i).map((c) => c.close);
      const up =
        cur > L + band &&
        recent.some((c) => c <= L) &&
        (recent[recent.length - 1] as number) <= L + band;
      const down =
        cur < L - band &&
        recent.some((c) => c >= L) &&
        (recent[recent.length - 1] as number) >= L - band;
      if (!up && !down) continue;
      let retestIndex: number | null = null;
      for (let j = i + 1; j < n; j++) {
        const c = candles[j] as Candle;
        if (up ? c.low <= L + band && c.close > L : c.high >= L - band && c.close < L) {
          retestIndex = j;
          break;
        }
      }
      const lastClose = (candles[n - 1] as Candle).close;
      out.push({
        levelPrice: L,
        direction: up ? 'up' : 'down',
        index: i,
        retestIndex,
        holding: up ? lastClose > L : lastClose < L,
      });
      break;
    }
  }
  return out.sort((a, b) => b.index - a.index || a.levelPrice - b.levelPrice);
}
