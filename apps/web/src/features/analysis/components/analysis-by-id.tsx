import type { AnalysisRecord } from '@candlelens/contracts';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAnalysis } from '../api/get-analysis.ts';
import { AnalysisResult } from './analysis-result.tsx';

/** One stored analysis by id: loads it unless it is already at hand (a fresh one). */
export function AnalysisById({ id, fresh = null }: { id: string; fresh?: AnalysisRecord | null }) {
  const known = fresh?.id === id ? fresh : null;
  const q = useAnalysis(known ? null : id);
  const analysis = known ?? q.data;
  if (analysis) return <AnalysisResult key={analysis.id} analysis={analysis} />;
  if (q.isError) return <ErrorBox message={q.error.message} />;
  return <Spinner label="Loading analysis" />;
}
