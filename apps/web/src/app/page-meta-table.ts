import { ANALYSIS_TOOLS, type AnalysisType } from '@candlelens/contracts';

export interface Meta {
  title: string;
  description: string;
  /** Kept out of search engines (signed-in and transactional pages). */
  noindex?: boolean;
}

const app = (title: string, description: string): Meta => ({ title, description, noindex: true });

/** Each page's own title and description, by route. */
export const PAGE_META = {
  landing: {
    title: 'CandleLens: chart screenshot analysis',
    description:
      'CandleLens reads your candlestick chart screenshot and returns support, resistance, trend, patterns, indicators and a calibrated forecast in about a second.',
  },
  features: {
    title: 'Features',
    description:
      'How CandleLens reads a chart screenshot: candles and price axis recovered, then levels, trend, patterns, indicators and a forecast computed from real prices.',
  },
  about: {
    title: 'About Us',
    description:
      'Our story, our mission and what CandleLens does: chart analysis from your own screenshots, for traders aged 18 and over.',
  },
  terms: {
    title: 'Terms of Service',
    description: 'The terms that apply when you use CandleLens and its weekly plans.',
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What CandleLens keeps about you and your charts, why, and for how long.',
  },
  refund: {
    title: 'Refund Policy',
    description:
      'Weekly plans renew automatically and payments are non-refundable; how cancellation, upgrades and downgrades work.',
  },
  contact: {
    title: 'Contact Us',
    description: 'Reach CandleLens support by e-mail, Monday to Friday 9:00 to 17:00 IST.',
  },
  shipping: {
    title: 'Shipping & Delivery',
    description: 'CandleLens is a digital service: your plan and credits are available at once.',
  },
  plans: {
    title: 'Subscription plans',
    description:
      'Basic, Pro and Elite weekly plans compared: analyses per week, tools included and the price in your currency.',
  },
  notFound: { title: 'Page not found', description: 'This page does not exist on CandleLens.' },
  signin: {
    title: 'Sign in',
    description: 'Sign in to CandleLens to analyze your charts.',
  },
  signup: {
    title: 'Create your account',
    description: 'Create a CandleLens account and start reading your charts in seconds.',
  },
  forgot: app('Reset your password', 'Get a link to set a new CandleLens password.'),
  reset: app('Set a new password', 'Choose a new password for your CandleLens account.'),
  chooser: app('Choose your plan', 'Pick or change your weekly CandleLens plan.'),
  payment: app('Payment', 'Pay for your weekly CandleLens plan.'),
  dashboard: app('Dashboard', 'Your credits, your plan, Quick Analysis and recent analyses.'),
  history: app('Analysis History', 'Your chart analyses from the past 7 days.'),
  subscription: app('Subscription & Credits', 'Your plan, credits and their history.'),
} satisfies Record<string, Meta>;

/** The analysis tools' pages: named after the tool. */
export const TOOL_META = Object.fromEntries(
  ANALYSIS_TOOLS.map((t) => [t.type, app(t.title, t.blurb)]),
) as Record<AnalysisType, Meta>;
