import type { AnalysisRecord } from '@candlelens/contracts';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAnalysis } from '@/features/analysis/api/get-analysis.ts';
import { AnalysisResult } from '@/features/analysis/components/analysis-result.tsx';

/** The analysis picked on the dashboard: a fresh Quick Analysis or one of the recent ones. */
export function ShownAnalysis({ id, fresh }: { id: string; fresh: AnalysisRecord | null }) {
  const q = useAnalysis(fresh?.id === id ? null : id);
  const analysis = fresh?.id === id ? fresh : q.data;
  if (analysis) return <AnalysisResult key={analysis.id} analysis={analysis} />;
  if (q.isError) return <ErrorBox message={q.error.message} />;
  return <Spinner label="Loading analysis" />;
}
