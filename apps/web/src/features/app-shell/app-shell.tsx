import { Suspense, useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LogoMark } from '@/components/ui/logo.tsx';
import { FullScreenSpinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session.ts';
import { useSubscriptionStatus } from '@/lib/subscription.ts';
import { CreditsBadge } from './credits-badge.tsx';
import { LAST_APP_PATH_KEY } from './nav-items.ts';
import { PageFade } from './page-fade.tsx';
import { SidebarNav } from './sidebar.tsx';
import { UserMenu } from '@/components/layout/user-menu.tsx';
import { CloseIcon, MenuIcon } from '@/components/ui/icons.tsx';
import { PageLoading } from '@/components/layout/page-loading.tsx';
import { SkipLink } from '@/components/layout/skip-link.tsx';

const SHARED_WAITS =
  'Sign in to read the chart you shared. It waits on this device, and opens in the upload box once you are in.';

/** The signed-in area: sidebar, header with credits and user menu, footer. */
export function AppShell() {
  const session = useSession();
  const subscription = useSubscriptionStatus({ enabled: !!session.data });
  const location = useLocation();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    if (location.pathname.startsWith('/app'))
      localStorage.setItem(LAST_APP_PATH_KEY, location.pathname);
  }, [location.pathname]);

  if (session.isPending) return <FullScreenSpinner />;
  if (!session.data)
    return (
      <Navigate
        to="/signin"
        replace
        // A screenshot shared from another app waits on this device until the trader signs in.
        state={
          new URLSearchParams(location.search).get('shared') === '1'
            ? { notice: SHARED_WAITS }
            : undefined
        }
      />
    );
  // The app needs an active plan; a failed check lets the user in (spec section 2).
  if (subscription.isPending) return <FullScreenSpinner />;
  if (subscription.data && !subscription.data.isActive)
    return <Navigate to="/subscription-plans" replace />;

  const goHome = () => void navigate(localStorage.getItem(LAST_APP_PATH_KEY) ?? '/app');

  return (
    <div className="flex min-h-screen bg-ink-900">
      <SkipLink />
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col border-r border-white/5 bg-ink-950 p-4 lg:flex">
        <Link to="/app" className="mb-6 flex items-center gap-2 px-2 font-semibold text-white">
          <LogoMark /> Candle<span className="-ml-2 text-cyan-400">Lens</span>
        </Link>
        <SidebarNav />
      </aside>
      {mobileOpen && (
        <div
          className="fixed inset-0 z-50 lg:hidden"
          role="dialog"
          aria-modal="true"
          aria-label="App menu"
        >
          <div className="absolute inset-0 bg-black/60" onClick={() => setMobileOpen(false)} />
          <div className="absolute inset-y-0 left-0 w-72 overflow-y-auto bg-ink-950 p-4 shadow-2xl">
            <div className="mb-6 flex items-center justify-between px-2">
              <span className="flex items-center gap-2 font-semibold text-white">
                <LogoMark /> CandleLens
              </span>
              <button
                type="button"
                aria-label="Close menu"
                className="rounded p-2 text-slate-300 hover:bg-white/5"
                onClick={() => setMobileOpen(false)}
              >
                <CloseIcon />
              </button>
            </div>
            <SidebarNav onNavigate={() => setMobileOpen(false)} />
          </div>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {/* Tighter gaps on phones keep everything inside the 16 px padding on both sides. */}
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-white/5 bg-ink-900/90 px-4 backdrop-blur sm:gap-3">
          <button
            type="button"
            aria-label="Open menu"
            className="rounded-md p-2 text-slate-300 hover:bg-white/5 lg:hidden"
            onClick={() => setMobileOpen(true)}
          >
            <MenuIcon />
          </button>
          <Link
            to="/app"
            className="flex items-center gap-2 font-semibold text-white lg:hidden"
            aria-label="CandleLens dashboard"
          >
            <LogoMark />
          </Link>
          <button
            type="button"
            onClick={goHome}
            className="rounded-lg px-2.5 py-1.5 text-sm text-slate-300 hover:bg-white/5 hover:text-white sm:px-3"
          >
            Home
          </button>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <CreditsBadge />
            <UserMenu />
          </div>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6"
        >
          <PageFade key={location.pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageFade>
        </main>
        <footer className="border-t border-white/5 px-6 py-4 text-xs text-slate-400">
          © {new Date().getFullYear()} CandleLens · For information only; not financial advice.
        </footer>
      </div>
    </div>
  );
}
