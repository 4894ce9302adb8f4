import { AnalysisById } from '@/features/analysis/components/analysis-by-id.tsx';
import { HistoryPage } from '@/features/history/pages/history-page.tsx';

/** /app/history: the history list, each entry opening into the full analysis. */
export function HistoryRoute() {
  return <HistoryPage renderAnalysis={(id) => <AnalysisById id={id} />} />;
}
