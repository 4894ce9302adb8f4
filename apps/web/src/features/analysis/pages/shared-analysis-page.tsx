import { Link, useParams } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { PageMeta } from '@/components/layout/page-meta.tsx';
import { ApiError } from '@/lib/api.ts';
import { analysisTitle } from '@/lib/analysis-title.ts';
import { useSharedAnalysis } from '../api/share-analysis.ts';
import { AnalysisResult } from '../components/analysis-result.tsx';
import { SkipLink } from '@/components/layout/skip-link.tsx';

/** /shared/:token: one analysis its owner shared, read-only, for anyone with the link. */
export function SharedAnalysisPage() {
  const { token = '' } = useParams();
  const shared = useSharedAnalysis(token);
  const gone = shared.error instanceof ApiError && shared.error.status === 404;
  return (
    <div className="flex min-h-screen flex-col bg-ink-900">
      <SkipLink />
      <PageMeta
        title="Shared chart analysis"
        description="A chart analysis shared from CandleLens."
        noindex
      />
      <header className="border-b border-white/5 bg-ink-950/70">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Logo />
          <Link to="/signup" className={buttonClass('primary')}>
            Analyze your chart
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {shared.isPending ? (
          <div className="flex justify-center py-24">
            <Spinner label="Loading the shared analysis" />
          </div>
        ) : shared.isError ? (
          <div className="mx-auto max-w-xl py-20 text-center" data-testid="shared-unavailable">
            <h1 className="text-2xl font-bold text-white">
              {gone ? 'This analysis is no longer shared' : 'Could not load this analysis'}
            </h1>
            <p className="mt-3 text-slate-400">
              {gone
                ? 'Its owner stopped sharing it, or the link is not complete.'
                : shared.error.message}
            </p>
          </div>
        ) : (
          <div className="space-y-6">
            <header>
              <p className="text-sm font-medium text-cyan-300">Shared read-only analysis</p>
              <h1 className="mt-1 text-2xl font-bold text-white">
                {analysisTitle(shared.data.analysis.type)}
              </h1>
            </header>
            <AnalysisResult analysis={shared.data.analysis} readOnly />
          </div>
        )}
      </main>
      <footer className="border-t border-white/5 px-6 py-4 text-xs text-slate-400">
        Made with CandleLens · For information only; not financial advice.
      </footer>
    </div>
  );
}
