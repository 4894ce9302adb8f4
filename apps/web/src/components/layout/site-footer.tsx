import { Link } from 'react-router';
import { LogoMark } from '../ui/logo.tsx';

/** Every footer link of the public site (spec section 2). */
export const FOOTER_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/subscription', label: 'Subscription' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/refund', label: 'Refund Policy' },
  { to: '/shipping-delivery', label: 'Shipping & Delivery' },
  { to: '/contact', label: 'Contact Us' },
] as const;

type FooterPath = (typeof FOOTER_LINKS)[number]['to'];

const GROUPS: { title: string; paths: FooterPath[] }[] = [
  { title: 'Company', paths: ['/about', '/contact'] },
  { title: 'Plans', paths: ['/subscription'] },
  { title: 'Legal', paths: ['/terms', '/privacy', '/refund', '/shipping-delivery'] },
];

const labelOf = (to: FooterPath) => FOOTER_LINKS.find((l) => l.to === to)?.label ?? to;

export function SiteFooter() {
  return (
    <footer className="border-t border-white/5 bg-ink-950">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.3fr_2fr]">
        <div className="max-w-sm">
          <Link to="/" className="inline-flex items-center gap-2 font-semibold text-white">
            <LogoMark className="h-6 w-6" />
            <span>
              Candle<span className="text-cyan-400">Lens</span>
            </span>
          </Link>
          <p className="mt-3 text-sm leading-6 text-slate-400">
            Chart analysis read from your own screenshot: levels, trend, patterns, indicators and
            forecasts computed from the prices on your chart.
          </p>
          <p className="mt-4 text-xs leading-5 text-slate-400">
            For information only; not financial advice. For users aged 18 and over.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {GROUPS.map((g) => (
            <div key={g.title}>
              <h2 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
                {g.title}
              </h2>
              <ul className="mt-3 space-y-2.5 text-sm">
                {g.paths.map((to) => (
                  <li key={to}>
                    <Link to={to} className="text-slate-400 transition hover:text-white">
                      {labelOf(to)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>© {new Date().getFullYear()} CandleLens. All rights reserved.</p>
          <p>
            Support:{' '}
            <a href="mailto:support@candlelens.app" className="hover:text-slate-300">
              support@candlelens.app
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
