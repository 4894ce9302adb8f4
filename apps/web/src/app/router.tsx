import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ANALYSIS_TOOLS } from '@candlelens/contracts';
import { SiteLayout } from '@/components/layout/site-layout.tsx';
import { PageMeta } from '@/components/layout/page-meta.tsx';
import { ScrollToHash } from '@/components/layout/scroll-to-hash.tsx';
import { PAGE_META, TOOL_META, type Meta } from './page-meta-table.ts';
import { LandingPage } from '@/features/marketing/pages/landing-page.tsx';
import { requestSessionEarly } from '@/lib/early-session.ts';

// The landing page and the public layout come with the first script; every other page is its
// own chunk, fetched when it is first visited, so a visitor never downloads the app, the chart
// drawing or the analysis views. (The declarative router is half the size of the data router.)

/** A page component loaded on first use; `load` fetches its chunk ahead of time. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] as ComponentType })),
    { load },
  );
}

const FeaturesPage = page(
  () => import('@/features/marketing/pages/features-page.tsx'),
  'FeaturesPage',
);
const AboutPage = page(() => import('@/features/marketing/pages/about-page.tsx'), 'AboutPage');
const TermsPage = page(() => import('@/features/marketing/pages/terms-page.tsx'), 'TermsPage');
const PrivacyPage = page(
  () => import('@/features/marketing/pages/privacy-page.tsx'),
  'PrivacyPage',
);
const RefundPage = page(() => import('@/features/marketing/pages/refund-page.tsx'), 'RefundPage');
const ContactPage = page(
  () => import('@/features/marketing/pages/contact-page.tsx'),
  'ContactPage',
);
const ShippingDeliveryPage = page(
  () => import('@/features/marketing/pages/shipping-delivery-page.tsx'),
  'ShippingDeliveryPage',
);
const SubscriptionInfoPage = page(
  () => import('@/features/marketing/pages/subscription-info-page.tsx'),
  'SubscriptionInfoPage',
);
const NotFoundPage = page(() => import('@/components/layout/not-found-page.tsx'), 'NotFoundPage');
const AuthPage = page(() => import('@/features/auth/components/auth-page.tsx'), 'AuthPage');
const ForgotPasswordPage = page(
  () => import('@/features/auth/components/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = page(
  () => import('@/features/auth/components/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const PricingRedirect = page(
  () => import('@/features/app-shell/pricing-redirect.tsx'),
  'PricingRedirect',
);
const PlanChooserPage = page(
  () => import('@/features/billing/pages/plan-chooser-page.tsx'),
  'PlanChooserPage',
);
const PaymentPage = page(() => import('@/features/billing/pages/payment-page.tsx'), 'PaymentPage');
const SharedAnalysisPage = page(
  () => import('@/features/analysis/pages/shared-analysis-page.tsx'),
  'SharedAnalysisPage',
);
const QueryLayout = page(() => import('./query-layout.tsx'), 'QueryLayout');
const AppShell = page(() => import('@/features/app-shell/app-shell.tsx'), 'AppShell');
const DashboardPage = page(() => import('./routes/dashboard/dashboard-page.tsx'), 'DashboardPage');
const HistoryRoute = page(() => import('./routes/history-route.tsx'), 'HistoryRoute');
const SubscriptionPage = page(
  () => import('@/features/billing/pages/subscription-page.tsx'),
  'SubscriptionPage',
);
const loadAnalysisToolPage = () => import('@/features/analysis/pages/analysis-tool-page.tsx');
const AnalysisToolPage = lazy(async () => ({
  default: (await loadAnalysisToolPage()).AnalysisToolPage,
}));

/**
 * The chunks a page opened directly needs, layout and page, and whether it needs the session
 * before it can draw. Asked for at startup, together, instead of one after the other as each
 * layout renders (on a slow phone line each wait is a round trip).
 */
const FIRST_LOAD: { path: RegExp; chunks: (() => Promise<unknown>)[]; session?: true }[] = [
  { path: /^\/(signin|signup)\/?$/, chunks: [QueryLayout.load, AuthPage.load], session: true },
  {
    path: /^\/subscription-plans\/?$/,
    chunks: [QueryLayout.load, PlanChooserPage.load],
    session: true,
  },
  {
    path: /^\/app\/?$/,
    chunks: [QueryLayout.load, AppShell.load, DashboardPage.load],
    session: true,
  },
  {
    path: /^\/app\/history\/?$/,
    chunks: [QueryLayout.load, AppShell.load, HistoryRoute.load],
    session: true,
  },
  {
    path: /^\/app\/analysis\//,
    chunks: [QueryLayout.load, AppShell.load, loadAnalysisToolPage],
    session: true,
  },
  { path: /^\/shared\//, chunks: [QueryLayout.load, SharedAnalysisPage.load] },
];

/** Starts what the page at `pathname` needs first (see FIRST_LOAD); a failure is left to the page. */
export function startFirstLoad(pathname: string): void {
  const first = FIRST_LOAD.find((f) => f.path.test(pathname));
  if (!first) return;
  for (const load of first.chunks) load().catch(() => undefined);
  if (first.session) requestSessionEarly();
}

/** A page with its own title and description. */
function Page({ meta, children }: { meta: Meta; children: ReactNode }) {
  return (
    <>
      <PageMeta {...meta} />
      {children}
    </>
  );
}

/** Shown while a page's chunk loads for the first time: the page background, nothing that moves. */
function FirstLoad() {
  return <div className="min-h-screen bg-ink-900" aria-busy="true" />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FirstLoad />}>
      <Routes>
        <Route element={<ScrollToHash />}>
          <Route element={<SiteLayout />}>
            <Route
              path="/"
              element={
                <Page meta={PAGE_META.landing}>
                  <LandingPage />
                </Page>
              }
            />
            <Route
              path="/features"
              element={
                <Page meta={PAGE_META.features}>
                  <FeaturesPage />
                </Page>
              }
            />
            <Route
              path="/about"
              element={
                <Page meta={PAGE_META.about}>
                  <AboutPage />
                </Page>
              }
            />
            <Route
              path="/terms"
              element={
                <Page meta={PAGE_META.terms}>
                  <TermsPage />
                </Page>
              }
            />
            <Route
              path="/privacy"
              element={
                <Page meta={PAGE_META.privacy}>
                  <PrivacyPage />
                </Page>
              }
            />
            <Route
              path="/refund"
              element={
                <Page meta={PAGE_META.refund}>
                  <RefundPage />
                </Page>
              }
            />
            <Route
              path="/contact"
              element={
                <Page meta={PAGE_META.contact}>
                  <ContactPage />
                </Page>
              }
            />
            <Route
              path="/shipping-delivery"
              element={
                <Page meta={PAGE_META.shipping}>
                  <ShippingDeliveryPage />
                </Page>
              }
            />
            <Route
              path="/subscription"
              element={
                <Page meta={PAGE_META.plans}>
                  <SubscriptionInfoPage />
                </Page>
              }
            />
            <Route
              path="*"
              element={
                <Page meta={PAGE_META.notFound}>
                  <NotFoundPage />
                </Page>
              }
            />
          </Route>
          <Route element={<QueryLayout />}>
            <Route path="/pricing" element={<PricingRedirect />} />
            <Route
              path="/signin"
              element={
                <Page meta={PAGE_META.signin}>
                  <AuthPage />
                </Page>
              }
            />
            <Route
              path="/signup"
              element={
                <Page meta={PAGE_META.signup}>
                  <AuthPage />
                </Page>
              }
            />
            <Route
              path="/forgot-password"
              element={
                <Page meta={PAGE_META.forgot}>
                  <ForgotPasswordPage />
                </Page>
              }
            />
            <Route
              path="/reset-password"
              element={
                <Page meta={PAGE_META.reset}>
                  <ResetPasswordPage />
                </Page>
              }
            />
            <Route
              path="/subscription-plans"
              element={
                <Page meta={PAGE_META.chooser}>
                  <PlanChooserPage />
                </Page>
              }
            />
            <Route
              path="/payment"
              element={
                <Page meta={PAGE_META.payment}>
                  <PaymentPage />
                </Page>
              }
            />
            <Route path="/shared/:token" element={<SharedAnalysisPage />} />
            <Route path="/app" element={<AppShell />}>
              <Route
                index
                element={
                  <Page meta={PAGE_META.dashboard}>
                    <DashboardPage />
                  </Page>
                }
              />
              {ANALYSIS_TOOLS.map((t) => (
                <Route
                  key={t.type}
                  path={t.path.replace('/app/', '')}
                  element={
                    <Page meta={TOOL_META[t.type]}>
                      <AnalysisToolPage key={t.type} type={t.type} />
                    </Page>
                  }
                />
              ))}
              <Route
                path="history"
                element={
                  <Page meta={PAGE_META.history}>
                    <HistoryRoute />
                  </Page>
                }
              />
              <Route
                path="subscription"
                element={
                  <Page meta={PAGE_META.subscription}>
                    <SubscriptionPage />
                  </Page>
                }
              />
              <Route
                path="about"
                element={
                  <Page meta={PAGE_META.about}>
                    <AboutPage />
                  </Page>
                }
              />
              <Route
                path="terms"
                element={
                  <Page meta={PAGE_META.terms}>
                    <TermsPage />
                  </Page>
                }
              />
              <Route path="*" element={<Navigate to="/app" replace />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
