import { createBrowserRouter, Navigate } from 'react-router';
import { ANALYSIS_TOOLS } from '@candlelens/contracts';
import { SiteLayout } from '@/components/layout/site-layout.tsx';
import { ScrollToHash } from '@/components/layout/scroll-to-hash.tsx';
import { AboutPage } from '@/features/marketing/pages/about-page.tsx';
import { ContactPage } from '@/features/marketing/pages/contact-page.tsx';
import { FeaturesPage } from '@/features/marketing/pages/features-page.tsx';
import { LandingPage } from '@/features/marketing/pages/landing-page.tsx';
import { PrivacyPage } from '@/features/marketing/pages/privacy-page.tsx';
import { RefundPage } from '@/features/marketing/pages/refund-page.tsx';
import { ShippingDeliveryPage } from '@/features/marketing/pages/shipping-delivery-page.tsx';
import { SubscriptionInfoPage } from '@/features/marketing/pages/subscription-info-page.tsx';
import { TermsPage } from '@/features/marketing/pages/terms-page.tsx';
import { AuthPage } from '@/features/auth/components/auth-page.tsx';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page.tsx';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page.tsx';
import { AppShell } from '@/features/app-shell/app-shell.tsx';
import { DashboardPage } from '@/app/routes/dashboard/dashboard-page.tsx';
import { AnalysisToolPage } from '@/features/analysis/pages/analysis-tool-page.tsx';
import { HistoryRoute } from './routes/history-route.tsx';
import { PaymentPage } from '@/features/billing/pages/payment-page.tsx';
import { PlanChooserPage } from '@/features/billing/pages/plan-chooser-page.tsx';
import { SubscriptionPage } from '@/features/billing/pages/subscription-page.tsx';
import { PricingRedirect } from '@/features/app-shell/pricing-redirect.tsx';
import { NotFoundPage } from '@/components/layout/not-found-page.tsx';

export const router = createBrowserRouter([
  {
    element: <ScrollToHash />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/features', element: <FeaturesPage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/refund', element: <RefundPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/shipping-delivery', element: <ShippingDeliveryPage /> },
          { path: '/subscription', element: <SubscriptionInfoPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '/pricing', element: <PricingRedirect /> },
      { path: '/signin', element: <AuthPage /> },
      { path: '/signup', element: <AuthPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/subscription-plans', element: <PlanChooserPage /> },
      { path: '/payment', element: <PaymentPage /> },
      {
        path: '/app',
        element: <AppShell />,
        children: [
          { index: true, element: <DashboardPage /> },
          ...ANALYSIS_TOOLS.map((t) => ({
            path: t.path.replace('/app/', ''),
            element: <AnalysisToolPage key={t.type} type={t.type} />,
          })),
          { path: 'history', element: <HistoryRoute /> },
          { path: 'subscription', element: <SubscriptionPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: '*', element: <Navigate to="/app" replace /> },
        ],
      },
    ],
  },
]);
