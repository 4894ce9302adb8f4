import type { AnalysisRecord, SharedAnalysisResponse } from '@candlelens/contracts';

/** What the result shows: a stored analysis, or the public part of a shared one. */
export type ShownAnalysis = SharedAnalysisResponse['analysis'] &
  Partial<Pick<AnalysisRecord, 'timings' | 'share' | 'plan'>>;
