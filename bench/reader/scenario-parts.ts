import type { Rng } from './prng.ts';
import type { RenderSpec } from './render-spec.ts';
import type { RangeClass } from './series-choice.ts';
import type { SizeOption } from './scenario-plans.ts';

export function libraryDefaultColors(
  up: string,
  down: string,
  hollow: RenderSpec['colors']['hollow'],
): RenderSpec['colors'] {
  return {
    up: hollow === 'none' ? up : 'rgba(0,0,0,0)',
    down: hollow === 'both' ? 'rgba(0,0,0,0)' : down,
    upBorder: up,
    downBorder: down,
    upWick: up,
    downWick: down,
    hollow,
  };
}

export function chartFrame(
  rng: Rng,
  size: SizeOption,
  kind: 'full' | 'page' | 'app',
): RenderSpec['frame'] & { kind: string } {
  const W = size.cssWidth;
  const H = size.cssHeight;
  if (kind === 'full') return { kind, left: 0, top: 0, width: W, height: H };
  if (kind === 'app') {
    const top = rng.int(90, 140);
    const height = rng.int(Math.round(H * 0.45), Math.round(H * 0.62));
    return { kind, left: 0, top, width: W, height };
  }
  const top = rng.int(32, 56);
  const left = W >= 800 ? rng.int(36, 52) : 0;
  const right = W >= 1200 && rng.chance(0.5) ? rng.int(180, 300) : 0;
  const bottom = rng.int(0, 40);
  return { kind, left, top, width: W - left - right, height: H - top - bottom };
}

export function titleFor(source: string, range: RangeClass): string {
  const names: Record<string, string> = {
    'btc-daily': 'BTCUSD · 1D · Coinbase',
    'btc-hourly': 'BTCUSD · 1h · Bitfinex',
    'goog-daily': 'GOOG · 1D · NASDAQ',
    'nikkei-daily': 'NI225 · 1D',
    'gld-daily': 'GLD · 1D · NYSE Arca',
    'spy-minute': 'SPY · 1m · NYSE Arca',
  };
  const synthetic: Record<RangeClass, string> = {
    micro: 'SHIBUSDT · 15m · Binance',
    forex: 'EURUSD · 1h · FX',
    stock: 'ACME · 1D · NYSE',
    index: 'US500 · 4h',
    huge: 'BTCJPY · 1h',
  };
  return names[source] ?? synthetic[range];
}
