import type { AnalysisType } from '@candlelens/contracts';

/** What the vision model is asked to write for each analysis type (spec section 3, expanded). */
export const INSTRUCTIONS: Record<AnalysisType, string> = {
  'key-levels':
    'Analyze the key price levels of this candlestick chart: support and resistance levels, psychological levels, how price reacted at each level, breakouts and retests, and a stop-loss and take-profit suggestion with the reasoning.',
  trend:
    'Analyze the trend of this candlestick chart: direction and strength, trend lines, higher highs and lows, signs of reversal, the timeframe and volume only if they are visible, momentum, swings, price targets and risk.',
  patterns:
    'Identify the classical chart patterns and candlestick patterns on this chart: where each is, how complete it is, its measured target, entry, stop, reliability and risk-reward.',
  indicators:
    'Analyze the technical indicators for this chart (RSI, MACD, moving averages, Bollinger Bands, Stochastic, ATR): what each says now and where they agree or conflict.',
  prediction:
    'Give a price forecast for the next bars of this chart: the central path, the likely ranges, bullish and bearish scenarios with the levels that would confirm each, and their probabilities.',
  quick:
    'Give a concise summary of this chart: the key support and resistance levels and the trend.',
  general:
    'Give a complete but brief analysis of this chart: key levels, trend, patterns, indicators and the outlook.',
};

/** The rules that keep the model's text grounded in the measurements. */
export const GROUNDING_RULES = [
  'The measurements below were computed from the chart itself by CandleLens. Use their numbers; do not invent prices, levels or probabilities that are not in them.',
  'If the image disagrees with a measurement, say so briefly rather than guessing.',
  "Write Markdown with short sections. Start with a '## Key Levels' section when levels are relevant.",
  'End with: "This analysis is for information only and is not financial advice."',
].join('\n');
