import { Link } from 'react-router';
import { SuccessBox } from '@/components/ui/error-box.tsx';
import type { AnalysisRecord, AnalysisType } from '@candlelens/contracts';
import { useAnalyzeChart } from '../hooks/use-analyze-chart.ts';
import { ReadingCheck } from './reading-check.tsx';
import { UploadWidget } from './upload-widget.tsx';

interface AnalysisUploadProps {
  type: AnalysisType;
  progressText: string;
  /** Receives each new analysis; the page decides where to show it. */
  onResult: (analysis: AnalysisRecord) => void;
  label?: string;
  layout?: 'stacked' | 'wide';
  /** A screenshot shared from another app, waiting to be read (see UploadWidget). */
  pending?: File | null;
  onSetAside?: () => void;
}

/**
 * The upload box wired to the server: the screenshot is read first (free) and the reading shown
 * over it; a clear reading is analysed at once, any other waits for the trader to check or fix it.
 * One analysis at a time, errors in the red box.
 */
export function AnalysisUpload({
  type,
  progressText,
  onResult,
  label,
  layout,
  pending,
  onSetAside,
}: AnalysisUploadProps) {
  const { analyze, busy, error, errorStatus, check, note } = useAnalyzeChart(type, onResult);
  if (check)
    return (
      <ReadingCheck
        key={`${check.preview.id}:${check.version}`}
        check={check}
        progressText={progressText}
      />
    );
  const action =
    errorStatus === 402 || errorStatus === 403 ? (
      <Link
        to="/subscription-plans"
        className="inline-block text-sm font-semibold text-cyan-400 hover:text-cyan-300"
      >
        Upgrade Plan
      </Link>
    ) : errorStatus === 422 ? (
      // The server refused the screenshot before charging: nothing spent, nothing kept.
      <p className="text-sm text-slate-300" data-testid="no-charge-note">
        No credits were used, and this screenshot is not kept in your history.
      </p>
    ) : null;
  return (
    <div className="space-y-3">
      <SuccessBox message={note} />
      <UploadWidget
        onFile={analyze}
        busy={busy}
        progressText="Reading your chart..."
        error={error}
        errorAction={action}
        label={label}
        layout={layout}
        pending={pending}
        onSetAside={onSetAside}
      />
    </div>
  );
}
