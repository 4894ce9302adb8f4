import type { StoredReading } from '@candlelens/contracts';
import {
  candleTimeline,
  timeTickLabel,
  timeTooltipLabel,
  type TickKind,
} from './candle-timeline.ts';
import { formatPrice } from './overlay-geometry.ts';

const DAY = 86_400;
/** Without candle times, bar i sits at BASE + i days (a fixed origin, never shown). */
const BASE = 1_577_836_800;

/** The redrawn chart's axes: where each bar sits in time and what the axes say. */
export interface ReplotAxes {
  /** The time (seconds) of bar `index`; bars past the last candle are the forecast's. */
  time: (index: number) => number;
  /** The time axis label of a tick mark. */
  tick: (seconds: number, kind: TickKind) => string;
  /** The crosshair's time label. */
  tooltip: (seconds: number) => string;
  /** A price as the chart's own axis writes it. */
  price: (value: number) => string;
}

/**
 * The axes of "What CandleLens read": times as the chart showed them where the reader read the
 * time axis ('Mar 5', '09:30'), else bars counted back from the last candle ('-40', 'last');
 * forecast bars counted on ('+5'); prices with the chart's own decimals.
 */
export function replotAxes(
  reading: Pick<StoredReading, 'candles' | 'priceAxis' | 'relativePrices'>,
): ReplotAxes {
  const n = reading.candles.length;
  const price = (v: number) => formatPrice(reading, v);
  const timeline = candleTimeline(reading);
  if (timeline) {
    const { seconds, step, detail } = timeline;
    const last = seconds[n - 1] as number;
    const ahead = (t: number) => Math.round((t - last) / step);
    return {
      time: (i) => (i < n ? (seconds[i] as number) : last + (i - (n - 1)) * step),
      tick: (t, kind) => (t > last ? `+${ahead(t)}` : timeTickLabel(t, kind, detail)),
      tooltip: (t) =>
        t > last ? `${ahead(t)} bars after the last (forecast)` : timeTooltipLabel(t, detail),
      price,
    };
  }
  const indexOf = (t: number) => Math.round((t - BASE) / DAY);
  return {
    time: (i) => BASE + i * DAY,
    tick: (t) => {
      const i = indexOf(t);
      if (i >= n) return `+${i - n + 1}`;
      return i === n - 1 ? 'last' : `${i - (n - 1)}`;
    },
    tooltip: (t) => {
      const i = indexOf(t);
      if (i >= n) return `${i - n + 1} bars after the last (forecast)`;
      return i === n - 1 ? 'Last candle' : `${n - 1 - i} bars before the last`;
    },
    price,
  };
}
