import type { AnalysisType } from './types.ts';

export const ANALYSIS_TYPES: readonly AnalysisType[] = [
  'key-levels',
  'trend',
  'patterns',
  'indicators',
  'prediction',
  'quick',
  'general',
];
