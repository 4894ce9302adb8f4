import { useId, useState, type ReactNode } from 'react';
import type { AnalysisListItem } from '@candlelens/contracts';
import { relativeTime } from '@candlelens/contracts';
import { Button } from '@/components/ui/button.tsx';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { analysisTimestamp, analysisTitle } from '@/lib/analysis-title.ts';
import { useDeleteAnalysis } from '../api/delete-analysis.ts';
import { symbolLabel } from '../lib/history-search.ts';
import { chartPrice } from '../lib/last-close.ts';
import { CheckedBadge } from './checked-badge.tsx';
import { SharedBadge } from './shared-badge.tsx';

/** Draws one analysis in full; the app supplies it, so history stays apart from analysis. */
export type RenderAnalysis = (id: string) => ReactNode;

/**
 * One past analysis: the symbol and timeframe its chart showed, the tool, the last close and when;
 * the chart, a Show/Hide Analysis toggle, and delete.
 */
export function HistoryCard({
  item,
  renderAnalysis,
}: {
  item: AnalysisListItem;
  renderAnalysis: RenderAnalysis;
}) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAnalysis();
  const panelId = useId();
  const title = analysisTitle(item.type);
  const instrument = [symbolLabel(item.symbol), item.timeframe].filter(Boolean).join(' · ');

  return (
    <article
      className="rounded-2xl border border-white/10 bg-ink-850 p-4"
      data-testid="history-card"
      aria-label={`${instrument}, ${title}, ${analysisTimestamp(item.createdAt)}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <img
          src={item.thumbnailUrl}
          alt={`Chart analyzed with ${title}`}
          loading="lazy"
          // Open on a phone, the annotated chart below shows the same picture larger. `self-start`
          // keeps it 16:9 beside a taller text column.
          className={`aspect-video w-full shrink-0 self-start rounded-lg bg-black/30 object-cover sm:block sm:w-56 ${
            open ? 'hidden' : ''
          }`}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex flex-col gap-x-3 gap-y-0.5 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between">
            <p
              className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-base font-semibold text-white"
              data-testid="history-symbol"
            >
              {item.symbol ? (
                <span className="break-words">{item.symbol}</span>
              ) : (
                <span className="font-medium text-slate-400">{symbolLabel(null)}</span>
              )}
              {item.timeframe && (
                <span className="text-sm font-medium text-slate-300">{item.timeframe}</span>
              )}
            </p>
            <time dateTime={item.createdAt} className="text-xs text-slate-400">
              {analysisTimestamp(item.createdAt)} · {relativeTime(item.createdAt)}
            </time>
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-300">
            <span>{title}</span>
            {item.lastClose !== null && (
              <>
                <span aria-hidden="true" className="text-slate-500">
                  ·
                </span>
                <span data-testid="history-last-close">
                  Last close{' '}
                  <span className="font-mono text-white tabular-nums">
                    {chartPrice(item.lastClose, item.priceDecimals)}
                  </span>
                </span>
              </>
            )}
            {item.share && <SharedBadge />}
            {item.readingChecked && <CheckedBadge />}
          </p>
          {item.summary && (
            <p className="mt-1 line-clamp-3 text-sm text-slate-400">{item.summary}</p>
          )}
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
            <Button
              variant="secondary"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? 'Hide Analysis' : 'Show Analysis'}
            </Button>
            {confirming ? (
              <span
                className="flex flex-wrap items-center gap-2 text-sm text-slate-300"
                role="group"
                aria-label="Confirm delete"
              >
                Delete this analysis?
                <Button
                  variant="ghost"
                  className="text-red-300 hover:text-red-200"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(item.id)}
                >
                  {remove.isPending ? 'Deleting...' : 'Yes, delete'}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => setConfirming(false)}
                  disabled={remove.isPending}
                >
                  Cancel
                </Button>
              </span>
            ) : (
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )}
          </div>
          {remove.isError && (
            <div className="mt-2">
              <ErrorBox message={remove.error.message} />
            </div>
          )}
        </div>
      </div>
      {open && (
        <div id={panelId} className="mt-4 border-t border-white/5 pt-4">
          {renderAnalysis(item.id)}
        </div>
      )}
    </article>
  );
}
