import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorBox, SuccessBox } from '@/components/ui/error-box.tsx';
import {
  forgetSharedScreenshot,
  sharedScreenshot,
  SHARE_PROBLEMS,
} from '@/lib/shared-screenshot.ts';
import type { AnalysisRecord } from '@candlelens/contracts';
import { ANALYSIS_TOOLS } from '@candlelens/contracts';
import { displayName, useSession } from '@/lib/session.ts';
import { useSubscriptionStatus } from '@/lib/subscription.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { AnalysisUpload } from '@/features/analysis/components/analysis-upload.tsx';
import { useTouchScreen } from '@/features/analysis/hooks/use-touch-screen.ts';
import { CompactHistory } from '@/features/history/components/compact-history.tsx';
import { ToolCard } from './components/tool-card.tsx';

// The result view (chart drawing, Markdown) is fetched when a result is first shown, or as soon
// as the trader reaches for the upload box or hands it a screenshot (picked, pasted, dropped or
// shared), so that it is ready while the screenshot is read: the dashboard draws without it.
const loadAnalysisById = () => import('@/features/analysis/components/analysis-by-id.tsx');
const AnalysisById = lazy(async () => ({ default: (await loadAnalysisById()).AnalysisById }));
const prefetchResultView = () => void loadAnalysisById().catch(() => undefined);

export function DashboardPage() {
  const { data: user } = useSession();
  const { data: sub } = useSubscriptionStatus();
  const touch = useTouchScreen();
  const [shownId, setShownId] = useState<string | null>(null);
  const [fresh, setFresh] = useState<AnalysisRecord | null>(null);
  const shownRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // A message carried here from the payment (e.g. 'Subscription successful!').
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  // A screenshot shared from another app waits in the upload box (after sign-in if need be).
  const [shared, setShared] = useState<File | null>(null);
  const [shareProblem] = useState(() => {
    const code = new URLSearchParams(location.search).get('shared');
    return code ? (SHARE_PROBLEMS[code] ?? null) : null;
  });
  useEffect(() => {
    let live = true;
    void sharedScreenshot().then((file) => {
      if (live && file) {
        setShared(file);
        prefetchResultView();
      }
    });
    // The share's marker has done its work: the address goes back to plain /app.
    if (new URLSearchParams(location.search).has('shared'))
      void navigate('/app', { replace: true, state: location.state });
    return () => {
      live = false;
    };
    // Once, when the dashboard opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const setAside = () => {
    setShared(null);
    void forgetSharedScreenshot();
  };

  const show = (id: string) => {
    setShownId(id);
    requestAnimationFrame(() =>
      shownRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
    );
  };

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-white">Welcome, {displayName(user)}</h1>
        <p className="mt-1 text-slate-400">
          {touch ? 'Choose' : 'Drop'} a chart screenshot into any tool to read it.
        </p>
      </div>
      <SuccessBox message={notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl border border-white/10 bg-ink-850 p-5">
          <p className="text-sm text-slate-400">Available credits</p>
          <p className="mt-1 text-3xl font-bold text-white">
            {sub ? sub.credits.toLocaleString('en-US') : '…'}
          </p>
          <p className="mt-1 text-xs text-slate-400">
            {sub ? `${Math.floor(sub.credits / 100)} analyses at 100 credits each` : '\u00a0'}
          </p>
        </div>
        <div className="rounded-2xl border border-white/10 bg-ink-850 p-5">
          <p className="text-sm text-slate-400">Plan</p>
          <p className="mt-1 text-3xl font-bold text-white">{sub?.plan ?? 'Free'}</p>
          <Link
            to="/subscription-plans"
            className="mt-2 inline-block text-sm font-semibold text-cyan-400 hover:text-cyan-300"
          >
            Upgrade Plan
          </Link>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ANALYSIS_TOOLS.slice(0, 4).map((t) => (
          <ToolCard key={t.type} tool={t} planId={sub?.planId ?? null} />
        ))}
      </div>
      {/* The result appears right under the upload box, where the eye is; recent analyses
          keep a narrow column beside both on wide screens and follow them on smaller ones. */}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby="quick-analysis"
            className="min-w-0"
            onPointerEnter={prefetchResultView}
            onFocus={prefetchResultView}
            onDragEnter={prefetchResultView}
            onChange={prefetchResultView}
            onPaste={prefetchResultView}
          >
            <h2 id="quick-analysis" className="mb-3 text-lg font-semibold text-white">
              Quick Analysis
            </h2>
            <div className="space-y-3">
              <ErrorBox message={shared ? null : shareProblem} />
              <AnalysisUpload
                type="quick"
                progressText="Analyzing your chart..."
                label="Upload a chart screenshot for a Quick Analysis"
                layout="wide"
                pending={shared}
                onSetAside={setAside}
                onResult={(a) => {
                  if (shared) setAside();
                  setFresh(a);
                  show(a.id);
                }}
              />
            </div>
          </section>
          <div ref={shownRef} className="min-w-0 scroll-mt-20" data-testid="shown-analysis">
            {shownId && (
              <Suspense fallback={<Spinner label="Loading analysis" />}>
                <AnalysisById id={shownId} fresh={fresh} />
              </Suspense>
            )}
          </div>
        </div>
        <section
          aria-labelledby="recent-analyses"
          className="min-w-0 xl:sticky xl:top-20 xl:self-start"
        >
          <div className="mb-3 flex items-baseline justify-between">
            <h2 id="recent-analyses" className="text-lg font-semibold text-white">
              Recent Analyses
            </h2>
            <Link to="/app/history" className="text-sm text-cyan-400 hover:text-cyan-300">
              View all
            </Link>
          </div>
          <CompactHistory selectedId={shownId} onSelect={show} />
        </section>
      </div>
    </div>
  );
}
