import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { UserMenu } from '@/components/layout/user-menu.tsx';
import { CurrencySelect } from '@/components/currency-select.tsx';

/** Header of the plan chooser and payment pages: logo, currency, the user's menu. */
export function BillingHeader({ showAppLink = false }: { showAppLink?: boolean }) {
  return (
    <header className="border-b border-white/5 bg-ink-950/70">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
        <Logo />
        <CurrencySelect className="order-last w-full justify-end sm:order-none sm:ml-auto sm:w-auto" />
        <div className="ml-auto flex items-center gap-3 sm:ml-0">
          {showAppLink && (
            <Link
              to="/app"
              className="rounded-lg px-3 py-1.5 text-sm text-slate-300 hover:bg-white/5 hover:text-white"
            >
              Dashboard
            </Link>
          )}
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
