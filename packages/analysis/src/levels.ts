import { median } from './math.ts';
import { fractalSwings } from './swings.ts';
import { levelVisits, VISIT_BAND_ATR } from './level-visits.ts';
import type { Candle, Level, SwingPoint } from './types.ts';

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

function lastTouch(candles: readonly Candle[], price: number, band: number): number {
  for (let i = candles.length - 1; i >= 0; i--) {
    const c = candles[i] as Candle;
    if (c.high >= price - band && c.low <= price + band) return i;
  }
  return -1;
}

/** A level at `price` with its track record on this chart and its distance from the last close. */
export function levelAt(
  candles: readonly Candle[],
  price: number,
  atr: number,
  kind: Level['kind'],
  source: Level['source'],
  touches: number,
): Level {
  const last = candles[candles.length - 1] as Candle;
  const visits = source === 'projection' ? [] : levelVisits(candles, price, atr);
  const decided = visits.filter((v) => v.outcome !== 'open');
  return {
    price,
    kind,
    source,
    strength: 0,
    touches,
    label: '',
    lastTouchIndex: source === 'projection' ? -1 : lastTouch(candles, price, VISIT_BAND_ATR * atr),
    tests: decided.length,
    held: decided.filter((v) => v.outcome === 'held').length,
    distancePercent: last.close > 0 ? ((price - last.close) / last.close) * 100 : null,
    distanceAtr: (price - last.close) / atr,
    projected: source === 'projection',
    evidence: null,
  };
}

/**
 * Support and resistance from fractal swing points clustered by volatility (0.6 ATR): on each
 * side of the last close, the three nearest clusters of at least two swing points (single swing
 * points fill in when there are fewer), nearest first. `strength` is only a drawing weight
 * (touches relative to the most touched level): touches did not measurably predict holding.
 */
export function keyLevels(candles: readonly Candle[], atr: number): Level[] {
  const n = candles.length;
  const last = candles[n - 1];
  if (!last || n < 5) return [];
  const swings = fractalSwings(candles, n >= 100 ? 3 : 2);
  const clusters = swingClusters(swings, 0.6 * atr);
  const maxTouches = Math.max(1, ...clusters.map((c) => c.members.length));
  const distance = (c: { price: number }) => Math.abs(c.price - last.close);
  const build = (kind: Level['kind']) => {
    const side = clusters
      .filter((c) => (kind === 'resistance' ? c.price >= last.close : c.price < last.close))
      .sort((a, b) => distance(a) - distance(b));
    const repeated = side.filter((c) => c.members.length >= 2).slice(0, 3);
    const single = side.filter((c) => c.members.length < 2).slice(0, 3 - repeated.length);
    return [...repeated, ...single]
      .sort((a, b) => distance(a) - distance(b))
      .map((c, i): Level => ({
        ...levelAt(candles, c.price, atr, kind, 'swings', c.members.length),
        strength: Math.round((c.members.length / maxTouches) * 100) / 100,
        label: `${kind === 'resistance' ? 'R' : 'S'}${i + 1}`,
      }));
  };
  return [...build('resistance'), ...build('support')];
}

const NICE_STEPS = [1, 2, 2.5, 5];

/** The nearest round numbers above and below the last close, on a step that suits the range. */
export function roundNumberLevels(
  candles: readonly Candle[],
): { price: number; position: 'above' | 'below'; step: number }[] {
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
  const out: { price: number; position: 'above' | 'below'; step: number }[] = [];
  const clean = (v: number) => Number(v.toPrecision(12));
  if (above <= hi + step / 2) out.push({ price: clean(above), position: 'above', step });
  if (below >= lo - step / 2 && below > 0)
    out.push({ price: clean(below), position: 'below', step });
  return out;
}
