import { GLOSSARY, type AnalysisType } from '@candlelens/contracts';
import { DISCLAIMER, REPLACED_TERMS } from '@candlelens/analysis';

/**
 * What the vision model is asked to write for each analysis type: what the trader asked about,
 * in the product's plain words. Nothing here asks for a call, a price target, a probability or a
 * trade (entry, stop, take-profit): those appear only where CandleLens measured an edge, and the
 * grounding rules say how.
 */
export const INSTRUCTIONS: Record<AnalysisType, string> = {
  'key-levels':
    'Describe the key price levels of this chart: the nearest levels above and below the last close, what kind each is (swing level, round number, prior period high or low, edge of an open gap), how far each is in typical moves, and how often price came back to it on this chart, told as history.',
  trend:
    'Describe the trend of this chart: the direction of the closes over the last bars and its strength, the swings (higher or lower highs and lows), trend lines, momentum, reversal signs, and the timeframe and volume only where they were read.',
  patterns:
    'Describe the candlestick and chart patterns CandleLens found on this chart: where each is, whether it is forming, confirmed, failed or done, and the prices that would confirm or undo it.',
  indicators:
    'Describe what the indicators say now (RSI, MACD, moving averages, Bollinger Bands, Stochastic) and where they agree or disagree.',
  prediction:
    'Describe the 50%, 80% and 95% ranges for where the close may be after the next bars, how well such ranges held on past charts, and the scenarios (which level comes next if price closes beyond the nearest one).',
  quick: 'Give a short summary of this chart: the verdict, the nearest levels and the trend.',
  general:
    'Give a complete but brief reading of this chart: the verdict, key levels, trend, patterns, indicators and the ranges.',
};

/** Terms the page explains on hover or tap (and the copied text in a footnote). */
const EXPLAINED = GLOSSARY.map((g) => g.term).join(', ');
/** Terms the product replaced by plain words. */
const REPLACED = REPLACED_TERMS.map(([t]) => t).join(', ');

/**
 * The rules that keep the model's text to what CandleLens measured, in the product's words: the
 * measured statements are quoted with their samples and intervals, "no measured edge" stays, and
 * no call, target or probability is added.
 */
export const GROUNDING_RULES = [
  "Below are CandleLens's measured text for this chart and the measurements behind it, computed from the candles read off the image. Every number you write must come from them; do not invent prices, levels, targets, rates or probabilities.",
  'Quote a measured rate exactly as the measured text gives it, with its sample and the range in brackets, for example "52% (48%-56%) of 1,204 times on daily US stocks and ETFs (58 price series)".',
  'Where the measured text says "No measured direction", write "No measured direction" and give what points up or down only as context, not as a call. Name a direction (bullish or bearish) only where the measured text calls it a measured edge.',
  'Where a claim reads "no measured edge" or "did worse than ...", say so in those words; never present it as a signal.',
  'Give a price target only where the measured text gives one with how often such targets were reached; otherwise give no target. Give a chance of a higher close only where the measured text gives one. Give no entry, stop-loss, take-profit, position size or advice to buy or sell: scenarios, not instructions.',
  'Where the measured text says "Check the reading", say that the reading may be wrong, leave out what it withheld, and ask the trader to check the candles read from the chart.',
  'If the image disagrees with a measurement, say so briefly instead of guessing.',
  `Write for a retail trader in plain words, as the measured text does: one measure of how far price moves, the typical move. Technical terms the page explains: ${EXPLAINED}. Say anything else in plain words, and never use: ${REPLACED}.`,
  'Write prices with the decimals the measured text uses, and indicator values as it gives them.',
  "Format: short sections, each starting with a line '## Title', and lines starting with '- ' for lists. No bold, italics, tables, links, code or horizontal rules.",
  `End with this sentence: "${DISCLAIMER}"`,
].join('\n');

/** The one text message sent with the image. */
export function promptFor(type: AnalysisType, measuredText: string, measurements: unknown): string {
  return [
    INSTRUCTIONS[type],
    '',
    GROUNDING_RULES,
    '',
    'Measured text:',
    measuredText.trim(),
    '',
    'Measurements (JSON):',
    JSON.stringify(measurements),
  ].join('\n');
}
