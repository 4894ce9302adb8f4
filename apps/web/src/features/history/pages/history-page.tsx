import { messages } from '@candlelens/contracts';
import { Button } from '@/components/ui/button.tsx';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAnalysisHistory } from '../api/list-analyses.ts';
import { HistoryCard, type RenderAnalysis } from '../components/history-card.tsx';

export function HistoryPage({ renderAnalysis }: { renderAnalysis: RenderAnalysis }) {
  const history = useAnalysisHistory();
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-white">Analysis History</h1>
        <p className="mt-1 text-sm text-slate-400">View your chart analyses from the past 7 days</p>
      </header>
      {history.isPending ? (
        <div className="flex items-center gap-3 text-sm text-slate-400">
          <Spinner className="h-5 w-5" label={messages.historyLoading} />
          {messages.historyLoading}
        </div>
      ) : history.isError ? (
        <ErrorBox message="Failed to load analysis history" />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/10 p-8 text-center text-slate-400">
          {messages.historyEmpty}
        </p>
      ) : (
        <>
          <div className="space-y-4">
            {items.map((item) => (
              <HistoryCard key={item.id} item={item} renderAnalysis={renderAnalysis} />
            ))}
          </div>
          {history.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void history.fetchNextPage()}
                disabled={history.isFetchingNextPage}
              >
                {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
