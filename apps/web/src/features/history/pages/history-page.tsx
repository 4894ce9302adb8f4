import { Link, useSearchParams } from 'react-router';
import { messages } from '@candlelens/contracts';
import { Button } from '@/components/ui/button.tsx';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useHistoryFilters } from '../api/history-filters.ts';
import { useAnalysisHistory } from '../api/list-analyses.ts';
import { HistoryCard, type RenderAnalysis } from '../components/history-card.tsx';
import { HistoryFilters } from '../components/history-filters.tsx';
import {
  historySearchParams,
  readHistorySearch,
  type HistorySearch,
} from '../lib/history-search.ts';

const linkClass =
  'font-medium text-cyan-300 underline-offset-4 hover:text-cyan-200 hover:underline';

/** What the list shows, in words: '3 analyses', '12 analyses so far' while more pages remain. */
function countText(n: number, more: boolean): string {
  return `${n} ${n === 1 ? 'analysis' : 'analyses'}${more ? ' so far' : ''}`;
}

/**
 * /app/history: the past 7 days by default (spec), or every analysis kept; filtered by symbol
 * and tool. The filters live in the address, so a view can be linked and the back button undoes
 * a filter.
 */
export function HistoryPage({ renderAnalysis }: { renderAnalysis: RenderAnalysis }) {
  const [params, setParams] = useSearchParams();
  const search = readHistorySearch(params);
  const history = useAnalysisHistory(search);
  const facets = useHistoryFilters(search.period);
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = search.symbol !== null || search.tool !== null;
  const week = search.period === 'week';
  const show = (next: HistorySearch) => setParams(historySearchParams(next));
  const olderHref = `?${historySearchParams({ ...search, period: 'all' }).toString()}`;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-white">Analysis History</h1>
        <p className="mt-1 text-sm text-slate-400">
          {week
            ? 'View your chart analyses from the past 7 days'
            : 'View all your chart analyses, newest first'}
        </p>
      </header>
      <HistoryFilters search={search} facets={facets.data} onChange={show} />
      {(filtered || items.length > 0) && (
        <div className="-mt-2 flex min-h-9 flex-wrap items-center justify-between gap-x-4">
          <p role="status" className="text-sm text-slate-400">
            {items.length > 0 ? countText(items.length, history.hasNextPage) : ''}
          </p>
          {filtered && (
            <button
              type="button"
              className="rounded-lg px-3 py-2 text-sm font-medium text-cyan-300 hover:bg-white/5 hover:text-cyan-200"
              onClick={() => show({ ...search, symbol: null, tool: null })}
            >
              Clear filters
            </button>
          )}
        </div>
      )}
      {history.isPending ? (
        <div className="flex items-center gap-3 text-sm text-slate-400">
          <Spinner className="h-5 w-5" label={messages.historyLoading} />
          {messages.historyLoading}
        </div>
      ) : history.isError ? (
        <ErrorBox message="Failed to load analysis history" />
      ) : items.length === 0 ? (
        <div className="space-y-3 rounded-2xl border border-dashed border-white/10 p-8 text-center text-slate-400">
          <p role="status">
            {!filtered
              ? week
                ? messages.historyEmpty
                : 'No analyses yet'
              : week
                ? 'No analyses match these filters in the past 7 days'
                : 'No analyses match these filters'}
          </p>
          {week && (
            <p>
              <Link to={olderHref} className={linkClass}>
                Show older analyses
              </Link>
            </p>
          )}
        </div>
      ) : (
        <>
          <div className="space-y-4">
            {items.map((item) => (
              <HistoryCard key={item.id} item={item} renderAnalysis={renderAnalysis} />
            ))}
          </div>
          {history.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void history.fetchNextPage()}
                disabled={history.isFetchingNextPage}
              >
                {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : (
            week && (
              <p className="text-center text-sm text-slate-400">
                Looking for something earlier?{' '}
                <Link to={olderHref} className={linkClass}>
                  Show older analyses
                </Link>
              </p>
            )
          )}
        </>
      )}
    </div>
  );
}
