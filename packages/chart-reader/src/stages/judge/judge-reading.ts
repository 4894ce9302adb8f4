import type { ChartReading } from '../../types.ts';
import { probability, readingEvidence, verdictTerms, type Evidence } from './evidence.ts';
import { VERDICT_MODEL } from './verdict-model.generated.ts';

/** Fewest candles the analysis can work with (levels, trend and patterns need a history). */
export const MIN_ACCEPTED_CANDLES = 20;

/** Share of candles with a body wider than the wick below which opens and closes are uncertain. */
const BODIES_SHOWN = 0.5;

/** Share of the candles standing on a fill from which a reading is an area chart's. */
const AREA_FILL = 0.8;

export const REASONS = {
  notFound:
    'No candlestick chart was found in this image. Upload a screenshot of a candlestick chart.',
  tooFew: `The chart is too small to read: at least ${MIN_ACCEPTED_CANDLES} candles and a readable price axis are needed.`,
  lineChart: 'This looks like a line chart; CandleLens reads candlestick charts.',
  areaChart: 'This looks like an area chart; CandleLens reads candlestick charts.',
  barChart:
    'This looks like a bar or volume chart (columns standing on one baseline); CandleLens reads candlestick charts.',
  notCandles:
    'This does not look like a candlestick chart; CandleLens reads candlestick charts. Upload a screenshot of a candlestick chart.',
} as const;

type Judged = Pick<ChartReading, 'accepted' | 'reason' | 'confidence' | 'uncertain' | 'evidence'>;

/** Why marks that are not a candlestick chart were refused, from what they look like. */
function refusalReason(e: Evidence): string {
  if (e.baseline >= 0.5) return REASONS.barChart;
  // no price scale: a thumbnail or a crop too small to carry one
  if (e.relative) return REASONS.tooFew;
  if (e.flat >= 0.6 && e.gapRatio < 0.6) return REASONS.lineChart;
  return REASONS.notCandles;
}

/**
 * Decides whether a reading is good enough to analyse, and how sure the reader is: two logistic
 * models fitted on the corpora (`bench/reader/verdict-fit.ts`) weigh the reading's evidence, one
 * for "this is a candlestick chart" (refused below its threshold), one for "this reading is
 * acceptable" (the confidence). Refused readings cost the trader nothing; accepted ones name the
 * parts that are uncertain.
 */
export function judgeReading(r: Omit<ChartReading, keyof Judged>): Judged {
  if (!r.found || r.candles.length === 0)
    return { accepted: false, reason: REASONS.notFound, confidence: 0, uncertain: [] };
  const evidence = readingEvidence(r);
  if (r.candles.length < MIN_ACCEPTED_CANDLES)
    return { accepted: false, reason: REASONS.tooFew, confidence: 0, uncertain: [], evidence };
  // the series runs along the top of a fill: an area chart (candles have background under
  // their lows; at most half of them stand on a fill in the corpora, over volume bars)
  if ((r.fillBelow ?? 0) >= AREA_FILL)
    return { accepted: false, reason: REASONS.areaChart, confidence: 0, uncertain: [], evidence };
  const pChart = probability(VERDICT_MODEL.chart, verdictTerms(evidence));
  // whatever the model says, columns on one baseline are a bar chart, a volume pane or an
  // oscillator, and thin strokes without wicks running on from one to the next are a line
  const line = evidence.flat >= 0.6 && evidence.wicks < 0.2 && evidence.gapRatio < 0.6;
  if (evidence.baseline >= 0.5 || line || pChart < VERDICT_MODEL.threshold)
    return {
      accepted: false,
      reason: refusalReason(evidence),
      confidence: 0,
      uncertain: [],
      evidence,
    };
  const uncertain: string[] = [];
  if (r.relativePrices || r.stages.axis < 0.5) uncertain.push('price axis');
  if (r.stages.candles < 0.5) uncertain.push('candles');
  if (r.stages.colors < 0.5) uncertain.push('direction of the candles');
  // bodies as thin as their wicks show no open or close: they are estimated from the neighbours
  if ((r.stages.bodies ?? 1) < BODIES_SHOWN) uncertain.push('opens and closes');
  const confidence = Math.round(probability(VERDICT_MODEL.acceptable, evidence) * 100) / 100;
  return { accepted: true, reason: null, confidence, uncertain, evidence };
}

/** A reading judged anew after a later stage changed it (the verdict's fields replaced). */
export function rejudged(r: ChartReading): ChartReading {
  const { accepted, reason, confidence, uncertain, evidence, ...rest } = r;
  void [accepted, reason, confidence, uncertain, evidence];
  return { ...rest, ...judgeReading(rest) };
}
