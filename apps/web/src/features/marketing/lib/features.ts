import type { PlanName } from '@candlelens/contracts';

export type FeatureIconName =
  'levels' | 'trend' | 'patterns' | 'indicators' | 'prediction' | 'quick' | 'history' | 'overlay';

export interface ProductFeature {
  icon: FeatureIconName;
  title: string;
  /** One line for the landing page cards. */
  summary: string;
  /** What the analysis gives, for the features page. */
  details: string[];
  /** The lowest plan that includes it. */
  plan: PlanName;
}

export const PRODUCT_FEATURES: readonly ProductFeature[] = [
  {
    icon: 'levels',
    title: 'Key levels',
    summary:
      'Support, resistance and round-number levels, each with how often price reacted there.',
    details: [
      'Support and resistance zones found from the swing highs and lows the reader measured',
      'Psychological round numbers near the current price',
      'How many times price touched and rejected each level, and any recent breakout',
      'Stop-loss and take-profit ideas placed against those levels',
    ],
    plan: 'Basic',
  },
  {
    icon: 'trend',
    title: 'Trend',
    summary: 'Direction and strength from the actual closes, with trend lines drawn on the swings.',
    details: [
      'Direction (up, down or sideways) and a strength score from the slope and fit of the closes',
      'Trend lines through the swing lows or highs, drawn on your screenshot',
      'Higher highs and higher lows (or the reverse), momentum and signs of a reversal',
      'Targets and the level that would invalidate the trend',
    ],
    plan: 'Basic',
  },
  {
    icon: 'patterns',
    title: 'Pattern recognition',
    summary: 'Candlestick and chart patterns, located on the chart, with targets and stops.',
    details: [
      'Candlestick patterns such as engulfing, hammer, doji and morning star, marked on the candle',
      'Chart patterns such as double tops and bottoms, triangles and head and shoulders',
      'Whether a pattern is complete, its measured-move target, an entry and a stop',
      'Risk-reward for each idea',
    ],
    plan: 'Pro',
  },
  {
    icon: 'indicators',
    title: 'Indicators',
    summary:
      'RSI, MACD, moving averages, Bollinger Bands, Stochastic and ATR computed from the candles.',
    details: [
      'RSI, MACD, Stochastic and ATR computed from the recovered prices, not read off a sub-panel',
      'Moving averages and Bollinger Bands, drawn over your candles',
      'Overbought and oversold readings, crossovers and divergences in plain words',
    ],
    plan: 'Pro',
  },
  {
    icon: 'prediction',
    title: 'Price prediction',
    summary: 'A calibrated forecast with 50%, 80% and 95% ranges and the scenarios behind it.',
    details: [
      'A central path with 50%, 80% and 95% ranges for the next candles',
      'Bull, base and bear scenarios with the levels that would confirm each one',
      'Ranges checked against what actually happened, so an 80% range means 80%',
    ],
    plan: 'Elite',
  },
  {
    icon: 'quick',
    title: 'Quick analysis',
    summary: 'Drop a chart on the dashboard for the key levels and trend in a few lines.',
    details: [
      'Drag, drop or paste a screenshot straight onto the dashboard',
      'A short read of the key levels and trend, ready in about a second',
    ],
    plan: 'Basic',
  },
  {
    icon: 'overlay',
    title: 'Drawn on your chart',
    summary:
      'Levels, trend lines, patterns and forecast ranges drawn back onto your own screenshot.',
    details: [
      'Your screenshot, with every level, line and pattern the analysis mentions drawn in place',
      'Prices on the drawing match the price axis of your chart',
    ],
    plan: 'Basic',
  },
  {
    icon: 'history',
    title: 'History',
    summary: 'Every analysis from the past 7 days, with your chart and its drawings, one tap away.',
    details: [
      'Each analysis saved with its screenshot, the drawn levels and the full text',
      'Your analyses from the past 7 days, newest first',
    ],
    plan: 'Basic',
  },
];
