import type { AnalysisType } from '@candlelens/contracts';
import { ANALYSIS_TOOLS } from '@candlelens/contracts';

/** The name of an analysis as the app shows it ('Key Levels Analysis', 'Quick Analysis'...). */
export function analysisTitle(type: AnalysisType): string {
  if (type === 'quick') return 'Quick Analysis';
  if (type === 'general') return 'General Analysis';
  return ANALYSIS_TOOLS.find((t) => t.type === type)?.title ?? 'Chart Analysis';
}

/** '22 Nov 2026, 14:05' in the user's locale and time zone. */
export function analysisTimestamp(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
