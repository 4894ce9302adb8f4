import { Link } from 'react-router';
import type { AnalysisRecord, AnalysisType } from '@candlelens/contracts';
import { useAnalyzeChart } from '../hooks/use-analyze-chart.ts';
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

/** The upload box wired to the server: one analysis at a time, errors in the red box. */
export function AnalysisUpload({
  type,
  progressText,
  onResult,
  label,
  layout,
  pending,
  onSetAside,
}: AnalysisUploadProps) {
  const { analyze, busy, error, errorStatus } = useAnalyzeChart(type, onResult);
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
    <UploadWidget
      onFile={analyze}
      busy={busy}
      progressText={progressText}
      error={error}
      errorAction={action}
      label={label}
      layout={layout}
      pending={pending}
      onSetAside={onSetAside}
    />
  );
}
