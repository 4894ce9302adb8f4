import type { ChartReading } from '../../types.ts';

/** Fewest candles the analysis can work with (levels, trend and patterns need a history). */
export const MIN_ACCEPTED_CANDLES = 20;

export const REASONS = {
  notFound:
    'No candlestick chart was found in this image. Upload a screenshot of a candlestick chart.',
  tooFew: `The chart is too small to read: at least ${MIN_ACCEPTED_CANDLES} candles and a readable price axis are needed.`,
} as const;

type Judged = Pick<ChartReading, 'accepted' | 'reason' | 'confidence' | 'uncertain'>;

/**
 * Decides whether a reading is good enough to analyse, and how sure the reader is.
 * Refused readings cost the trader nothing; accepted ones name the parts that are uncertain.
 */
export function judgeReading(r: Omit<ChartReading, keyof Judged>): Judged {
  if (!r.found || r.candles.length === 0)
    return { accepted: false, reason: REASONS.notFound, confidence: 0, uncertain: [] };
  if (r.candles.length < MIN_ACCEPTED_CANDLES)
    return { accepted: false, reason: REASONS.tooFew, confidence: 0, uncertain: [] };
  const uncertain: string[] = [];
  if (r.relativePrices || r.stages.axis < 0.5) uncertain.push('price axis');
  if (r.stages.candles < 0.5) uncertain.push('candles');
  if (r.stages.colors < 0.5) uncertain.push('direction of the candles');
  const confidence =
    Math.round(
      Math.min(1, Math.max(0, r.stages.plot * r.stages.candles * Math.max(0.3, r.stages.axis))) *
        100,
    ) / 100;
  return { accepted: true, reason: null, confidence, uncertain };
}
