import type { ChartReading } from '../../types.ts';
import { OHLC_BARS_WARNING } from '../assemble/index.ts';
import { twoSidedBaseline } from './columns.ts';
import { STEP_LINE, stepShare } from './step-line.ts';
import { probability, readingEvidence, verdictTerms, type Evidence } from './evidence.ts';
import { VERDICT_MODEL } from './verdict-model.generated.ts';

/** Fewest candles the analysis can work with (levels, trend and patterns need a history). */
export const MIN_ACCEPTED_CANDLES = 20;

/** Share of candles with a body wider than the wick below which opens and closes are uncertain. */
const BODIES_SHOWN = 0.5;

/** Share of the candles standing on a fill (or hanging from one) from which a reading is an
 * area chart's. */
const AREA_FILL = 0.8;

export const REASONS = {
  notFound:
    'No candlestick chart was found in this image. Upload a screenshot of a candlestick chart.',
  tooSmall:
    'The chart is too small to read: its candles and price labels are only a few pixels in size. Upload the chart at full size, not a thumbnail or a preview.',
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

/** The refusal of a chart read well but with fewer candles (or OHLC bars) than the analysis
 * needs. */
export function fewCandlesReason(n: number, bars = false): string {
  const what = bars ? 'OHLC bar' : 'candle';
  return `Only ${n} ${what}${n === 1 ? ' was' : 's were'} read on this chart; the analysis needs at least ${MIN_ACCEPTED_CANDLES}. Zoom out so that the chart shows more ${what}s, and upload it again.`;
}

/** A plot narrower or lower than this (pixels) whose candles' bodies are this thin at most is
 * a thumbnail: too small to read (a sharp crop of a few wide candles is read). Price labels
 * whose digits stand fewer than `labelPx` rows tall are a picture shrunk below reading (a link
 * or video preview): the smallest labels of the real screenshots are 6 rows tall. */
const SMALL_PLOT = { width: 250, height: 150, bodyPx: 3, labelPx: 5 } as const;

/** A plot this small whose candles are as thin (`SMALL_PLOT.bodyPx`) is a link's or a video's
 * preview: a chart drawn at a screen's size, saved a few hundred pixels wide (the smallest real
 * screenshots whose candles are that thin are 596 pixels wide). In such a plot, price labels
 * shorter than `labelPx` rows (the smallest of the real screenshots stand 6 rows tall; the
 * generated cards' 7-9) are a screen shrunk to a preview, not a chart drawn small. */
const PREVIEW_PLOT = { width: 500, height: 300, labelPx: 6 } as const;

/** What a few marks must show to be a chart's candles: most one pitch apart, ranges that meet
 * from one to the next, two colours or fills and bodies. Measured on the negative corpus' pages
 * (a sign-in page's button and coloured words, a table's cells) against crops of a few candles. */
const FEW_CANDLES = { regular: 0.6, overlap: 0.4, colours: 0.5, bodies: 0.5, wicks: 0.5 } as const;

type Judged = Pick<ChartReading, 'accepted' | 'reason' | 'confidence' | 'uncertain' | 'evidence'>;
type Unjudged = Omit<ChartReading, keyof Judged>;

/** The plot's size when its candles are a few pixels wide at most (null otherwise). */
function thinPlot(r: Unjudged): { w: number; h: number } | null {
  const p = r.plot;
  const widths = r.candles.map((c) => c.bodyWidth).sort((a, b) => a - b);
  const thin = (widths[widths.length >> 1] ?? 0) <= SMALL_PLOT.bodyPx;
  return p === null || !thin ? null : { w: p.right - p.left, h: p.bottom - p.top };
}

/** Whether the plot is a preview's: small both ways, with thin candles. */
function preview(r: Unjudged): boolean {
  const p = thinPlot(r);
  return p !== null && p.w < PREVIEW_PLOT.width && p.h < PREVIEW_PLOT.height;
}

/** Whether the plot is a thumbnail's (narrow or low) or a preview's, with thin candles. */
function thumbnail(r: Unjudged): boolean {
  const p = thinPlot(r);
  return p !== null && (p.w < SMALL_PLOT.width || p.h < SMALL_PLOT.height || preview(r));
}

/** Whether the price labels read stand fewer than `rows` rows tall (the median digit height). */
function labelsUnder(r: Unjudged, rows: number): boolean {
  const heights = (r.priceAxis?.labels ?? [])
    .flatMap((l) => (l.box ? [l.box.y1 - l.box.y0 + 1] : []))
    .sort((a, b) => a - b);
  return heights.length > 0 && heights[heights.length >> 1]! < rows;
}

const drawsBars = (r: Unjudged): boolean => r.warnings.includes(OHLC_BARS_WARNING);

/**
 * Evidence no chart of the corpora shows and non-charts of several classes do (decision 146):
 * marks whose opens stand far from the previous closes in no two-colour direction (table cells,
 * heatmap cells, the tops of columns: `gapRatio` over `scattered`, `colourStage` under
 * `oneColour`); a series of one colour moving one way (a line or a baseline series' outline:
 * `minority` under `oneWay`); marks of which most start or end on one row (columns up and down
 * from a zero line: `twoSided`).
 */
const NOT_A_SERIES = { scattered: 1.5, oneColour: 0.3, oneWay: 0.15, twoSided: 0.6 } as const;

/**
 * Marks all of one height (`heightSpread` under `spread`) that are not flat strokes (`flat` under
 * `flat`): the cells of a table or a calendar heatmap, the glyphs of a line of text. Candles'
 * ranges vary: no chart of the corpora spreads under 0.18 unless most of its bodies are flat
 * (a quiet series of one-pixel candles, `flat` 0.45 and more); the non-charts that pass as
 * candles spread 0 (decision 158).
 */
const ONE_SIZE = { spread: 0.1, flat: 0.3 } as const;

/** Marks whose opens stand further than this from the previous closes (in typical candle
 * heights) are no price series, whatever the model makes of them without their scale. */
const PRICE_SERIES_GAP = 1;

/** Columns of a bar chart stand on one baseline and differ in height; words of a line of text
 * share their baseline too, but all stand as tall (`heightSpread` under this). */
const COLUMNS_SPREAD = 0.2;

/** Whether marks standing on one baseline are a bar chart's columns (not a line of words). */
const columns = (e: Evidence): boolean => e.baseline >= 0.5 && e.heightSpread >= COLUMNS_SPREAD;

/** Why a reading of fewer candles than the analysis needs is refused, from what was read. */
function fewReason(r: Unjudged, e: Evidence): string {
  if (r.candles.length >= 5 && columns(e)) return REASONS.barChart;
  if (thumbnail(r)) return REASONS.tooSmall;
  // a few candles of a chart: one pitch apart, prices that meet, wicks, two colours, bodies; and
  // a price scale (few marks without one, an illustration's, show nothing of a chart to read)
  const f = FEW_CANDLES;
  const candleLike =
    r.candles.length >= 3 &&
    e.regular >= f.regular &&
    e.overlap >= f.overlap &&
    e.wicks >= f.wicks &&
    (r.stages.colors ?? 0) >= f.colours &&
    (r.stages.bodies ?? 1) >= f.bodies;
  if (!candleLike || !r.priceAxis || r.relativePrices) return REASONS.notCandles;
  return fewCandlesReason(r.candles.length, drawsBars(r));
}

/** Why marks that are not a candlestick chart were refused, from what they look like. */
function refusalReason(e: Evidence, r: Unjudged): string {
  if (e.relative && thumbnail(r)) return REASONS.tooSmall;
  if (columns(e)) return REASONS.barChart;
  if (e.flat >= 0.6 && e.gapRatio < 0.6) return REASONS.lineChart;
  // marks the model takes for candles once the price scale's terms are set aside: a chart
  // whose scale was not read (or a thumbnail too small to carry one)
  const asIfScaled = probability(VERDICT_MODEL.chart, {
    ...verdictTerms(e),
    noAxis: 0,
    fewLabels: 0,
  });
  if (
    asIfScaled >= VERDICT_MODEL.threshold &&
    e.gapRatio <= PRICE_SERIES_GAP &&
    (e.relative || e.axisLabels < 3)
  )
    return thumbnail(r) ? REASONS.tooSmall : REASONS.noAxis;
  return REASONS.notCandles;
}

/**
 * Decides whether a reading is good enough to analyse, and how sure the reader is: two logistic
 * models fitted on the corpora (`bench/reader/verdict-fit.ts`) weigh the reading's evidence, one
 * for "this is a candlestick chart" (refused below its threshold), one for "this reading is
 * acceptable" (the confidence). Refused readings cost the trader nothing; accepted ones name the
 * parts that are uncertain.
 */
export function judgeReading(r: Unjudged): Judged {
  if (!r.found || r.candles.length === 0)
    return { accepted: false, reason: REASONS.notFound, confidence: 0, uncertain: [] };
  const evidence = readingEvidence(r);
  const refused = (reason: string): Judged => ({
    accepted: false,
    reason,
    confidence: 0,
    uncertain: [],
    evidence,
  });
  // digits a few pixels tall were not read, whatever they gave: a preview or a thumbnail
  if (labelsUnder(r, SMALL_PLOT.labelPx)) return refused(REASONS.tooSmall);
  if (r.candles.length < MIN_ACCEPTED_CANDLES) return refused(fewReason(r, evidence));
  // a preview's plot whose scale rests on two numbers at most (what were read as its labels are
  // more likely a headline's letters than a scale), or whose labels were shrunk with it
  if (
    preview(r) &&
    ((r.priceAxis?.labels.length ?? 0) <= 2 || labelsUnder(r, PREVIEW_PLOT.labelPx))
  )
    return refused(REASONS.tooSmall);
  // the series runs along the edge of a fill (above it, below it, or both about a base): an
  // area chart (candles have background under their lows and over their highs; at most half of
  // them stand on a fill in the corpora, over volume bars)
  if ((r.fillBelow ?? 0) >= AREA_FILL) return refused(REASONS.areaChart);
  const pChart = probability(VERDICT_MODEL.chart, verdictTerms(evidence));
  // whatever the model says, columns on one baseline are a bar chart, a volume pane or an
  // oscillator, and thin strokes without wicks running on from one to the next are a line
  const line = evidence.flat >= 0.6 && evidence.wicks < 0.2 && evidence.gapRatio < 0.6;
  if (evidence.baseline >= 0.5 || line || pChart < VERDICT_MODEL.threshold)
    return refused(refusalReason(evidence, r));
  if (evidence.heightSpread < ONE_SIZE.spread && evidence.flat < ONE_SIZE.flat)
    return refused(REASONS.notCandles);
  const n = NOT_A_SERIES;
  const oneColour = evidence.colourStage < n.oneColour;
  if (oneColour && evidence.gapRatio > n.scattered) return refused(REASONS.notCandles);
  if (oneColour && evidence.minority < n.oneWay) return refused(REASONS.lineChart);
  if (twoSidedBaseline(r.candles) >= n.twoSided) return refused(REASONS.barChart);
  // bars that each open on the close before and reach no further: a step line's stairs
  if (drawsBars(r) && stepShare(r.candles) >= STEP_LINE.share) return refused(REASONS.lineChart);
  // a chart whose candles are narrower than two columns: they blend into each other, and
  // whatever was read of them is not them (marks that are no chart are refused as such above)
  if (r.tooDense) return refused(REASONS.tooDense);
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
