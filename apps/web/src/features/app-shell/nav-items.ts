import { ANALYSIS_TOOLS } from '@candlelens/contracts';

export const LAST_APP_PATH_KEY = 'lastAppPath';

export const analysisNav = ANALYSIS_TOOLS.map((t) => ({
  to: t.path,
  label: t.title,
  type: t.type,
}));

export const mainNav = [
  { to: '/app/history', label: 'Analysis History' },
  { to: '/app/subscription', label: 'Subscription' },
  { to: '/app/about', label: 'About' },
  { to: '/app/terms', label: 'Terms' },
];
