import type { PlanId } from './plans.ts';
import { PLAN_RANK, PLANS } from './plans.ts';

export const ANALYSIS_TYPES = [
  'key-levels',
  'trend',
  'patterns',
  'indicators',
  'prediction',
  'quick',
  'general',
] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

/**
 * The upload form's field names (POST /api/analyses: the screenshot file and the type, or the id
 * of a reading the trader has seen instead of the file; POST /api/readings: the file). Kept here,
 * away from the API schemas, so the page that sends the form does not bundle zod.
 */
export const UPLOAD_FIELDS = {
  image: 'image',
  type: 'type',
  reading: 'reading',
  accept: 'accept',
} as const;

/** The `accept` an upload of the file sends to have a reading below the auto-run band analysed
 * (and charged) as read, without the check that is otherwise asked for (422). */
export const ACCEPT_LOW_CONFIDENCE = 'low-confidence';

/** The lowest plan that includes each analysis type (decisions.md: tiers are enforced on the server). */
export const ANALYSIS_TIER: Record<AnalysisType, PlanId> = {
  'key-levels': 'basic',
  trend: 'basic',
  quick: 'basic',
  general: 'basic',
  patterns: 'pro',
  indicators: 'pro',
  prediction: 'elite',
};

export function planIncludes(plan: PlanId, type: AnalysisType): boolean {
  return PLAN_RANK[plan] >= PLAN_RANK[ANALYSIS_TIER[type]];
}

export function unlockingPlanName(type: AnalysisType): string {
  return PLANS.find((p) => p.id === ANALYSIS_TIER[type])?.name ?? 'Elite';
}

/** The tool pages of the app (sidebar group 'Chart Analysis'). */
export const ANALYSIS_TOOLS: readonly {
  type: AnalysisType;
  title: string;
  path: string;
  progress: string;
  blurb: string;
}[] = [
  {
    type: 'key-levels',
    title: 'Key Levels Analysis',
    path: '/app/analysis/key-levels',
    progress: 'Analyzing key price levels...',
    blurb: 'Support, resistance and round numbers, with stop-loss and take-profit ideas.',
  },
  {
    type: 'trend',
    title: 'Trend Analysis',
    path: '/app/analysis/trend',
    progress: 'Analyzing market trends...',
    blurb: 'Direction, strength, trend lines, swings and momentum.',
  },
  {
    type: 'patterns',
    title: 'Pattern Recognition',
    path: '/app/analysis/patterns',
    progress: 'Analyzing chart patterns...',
    blurb: 'Candlestick and chart patterns with targets, entries and stops.',
  },
  {
    type: 'indicators',
    title: 'Indicator Analysis',
    path: '/app/analysis/indicators',
    progress: 'Analyzing indicators...',
    blurb: 'RSI, MACD, moving averages, Bollinger Bands, Stochastic and ATR.',
  },
  {
    type: 'prediction',
    title: 'Price Prediction',
    path: '/app/analysis/prediction',
    progress: 'Forecasting price...',
    blurb: 'A calibrated forecast with 50/80/95% ranges and scenarios.',
  },
];
