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
  noAxis:
    'No price axis could be read on this chart: CandleLens needs the price labels beside the candles. Upload a screenshot that shows the price scale.',
  tooDense:
    'The candles on this chart stand too close together to tell apart at this size: zoom in, or crop the chart to fewer candles, and upload it again.',
} as const;

/** The refusal of a chart read well but with fewer candles than the analysis needs. */
export function fewCandlesReason(n: number): string {
  return `Only ${n} candle${n === 1 ? ' was' : 's were'} read on this chart; the analysis needs at least ${MIN_ACCEPTED_CANDLES}. Zoom out so that the chart shows more candles, and upload it again.`;
}

/** A plot narrower or lower than this (pixels) whose candles' bodies are this thin at most is
 * a thumbnail: too small to read (a sharp crop of a few wide candles is read). */
const SMALL_PLOT = { width: 250, height: 150, bodyPx: 3 } as const;

/** Why a reading of fewer candles than the analysis needs is refused, from what was read. */
function fewReason(r: Omit<ChartReading, keyof Judged>): string {
  const p = r.plot;
  const widths = r.candles.map((c) => c.bodyWidth).sort((a, b) => a - b);
  const thin = (widths[widths.length >> 1] ?? 0) <= SMALL_PLOT.bodyPx;
  if (p && thin && (p.right - p.left < SMALL_PLOT.width || p.bottom - p.top < SMALL_PLOT.height))
    return REASONS.tooFew;
  // candles in two colours (or fills) with bodies, on a price scale: a chart of few candles
  const candleLike =
    r.candles.length >= 3 && (r.stages.colors ?? 0) >= 0.5 && (r.stages.bodies ?? 1) >= 0.5;
  if (r.priceAxis && !r.relativePrices && candleLike) return fewCandlesReason(r.candles.length);
  return REASONS.notCandles;
}

type Judged = Pick<ChartReading, 'accepted' | 'reason' | 'confidence' | 'uncertain' | 'evidence'>;

/** Why marks that are not a candlestick chart were refused, from what they look like. */
function refusalReason(e: Evidence, r: Omit<ChartReading, keyof Judged>): string {
  if (e.baseline >= 0.5) return REASONS.barChart;
  // no price scale: a thumbnail or a crop too small to carry one, or a chart without its labels
  if (e.relative) {
    const p = r.plot;
    const small = !p || p.right - p.left < SMALL_PLOT.width || p.bottom - p.top < SMALL_PLOT.height;
    return small ? REASONS.tooFew : REASONS.noAxis;
  }
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
    return { accepted: false, reason: fewReason(r), confidence: 0, uncertain: [], evidence };
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
      reason: refusalReason(evidence, r),
      confidence: 0,
      uncertain: [],
      evidence,
    };
  // a chart whose candles are narrower than two columns: they blend into each other, and
  // whatever was read of them is not them (marks that are no chart are refused as such above)
  if (r.tooDense)
    return { accepted: false, reason: REASONS.tooDense, confidence: 0, uncertain: [], evidence };
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
