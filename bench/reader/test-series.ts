// Synthetic stand-ins for the real OHLC files, so that plan tests run without ../shared.
import { createRng } from './prng.ts';
import { REAL_SOURCES } from './scenario-plans.ts';
import { syntheticSeries } from './series-synthetic.ts';
import type { OhlcBar } from './ohlc.ts';

export function standInSeries(count = 400): Record<string, OhlcBar[]> {
  return Object.fromEntries(
    REAL_SOURCES.map((name, i) => [
      name,
      syntheticSeries(createRng(i + 1), {
        count,
        startPrice: 100 * (i + 1),
        startTime: 1e9,
        intervalSeconds: 86400,
      }),
    ]),
  );
}
