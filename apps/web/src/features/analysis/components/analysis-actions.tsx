import { useState, type RefObject } from 'react';
import { analysisTitle } from '@/lib/analysis-title.ts';
import { errorMessage } from '@/lib/api.ts';
import { analysisAsText } from '../lib/analysis-text.ts';
import { annotatedPng, saveBlob } from '../lib/export-png.ts';
import type { ShownAnalysis } from '../lib/shown-analysis.ts';
import { SharePanel } from './share-panel.tsx';

const actionClass =
  'inline-flex items-center gap-1.5 rounded-full border border-white/10 px-3 py-1 text-xs font-medium text-slate-200 transition hover:border-cyan-400/50 hover:text-white disabled:opacity-60';

/** 'candlelens-key-levels-analysis-2026-11-22.png' */
function fileName(a: ShownAnalysis): string {
  const title = analysisTitle(a.type)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return `candlelens-${title}-${a.createdAt.slice(0, 10)}.png`;
}

/**
 * What a trader can do with a result: see it full size, keep the annotated chart as a PNG, keep
 * the candles read as CSV (the server writes the file: the same one `read-chart --csv-out` gives),
 * copy the analysis as text, and (the owner) share a read-only link.
 */
export function AnalysisActions({
  analysis,
  overlayRef,
  onOpenFullSize,
  readOnly,
}: {
  analysis: ShownAnalysis;
  overlayRef: RefObject<SVGSVGElement | null>;
  onOpenFullSize: () => void;
  readOnly: boolean;
}) {
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sharing, setSharing] = useState(false);

  async function download() {
    setBusy(true);
    setStatus(null);
    try {
      const png = await annotatedPng(analysis.imageUrl, overlayRef.current, analysis.reading);
      saveBlob(png, fileName(analysis));
      setStatus({ text: 'Annotated chart saved as PNG.' });
    } catch (e) {
      setStatus({ text: errorMessage(e, 'The chart could not be saved.'), error: true });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(analysisAsText(analysis));
      setStatus({ text: 'Analysis copied as text.' });
    } catch {
      setStatus({
        text: 'This browser did not allow copying. Select the text instead.',
        error: true,
      });
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={actionClass} onClick={onOpenFullSize}>
          Open full size
        </button>
        <button
          type="button"
          className={actionClass}
          onClick={() => void download()}
          disabled={busy}
        >
          {busy ? 'Saving...' : 'Download PNG'}
        </button>
        <a href={analysis.candlesUrl} download className={actionClass}>
          Download candles (CSV)
        </a>
        <button type="button" className={actionClass} onClick={() => void copy()}>
          Copy text
        </button>
        {!readOnly && (
          <button
            type="button"
            className={actionClass}
            aria-expanded={sharing}
            onClick={() => setSharing((s) => !s)}
          >
            {analysis.share ? 'Shared' : 'Share'}
          </button>
        )}
      </div>
      <p
        role="status"
        className={`min-h-4 text-xs ${status?.error ? 'text-red-300' : 'text-emerald-300'}`}
      >
        {status?.text}
      </p>
      {sharing && !readOnly && <SharePanel analysis={analysis} />}
    </div>
  );
}
