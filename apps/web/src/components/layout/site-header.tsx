import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../ui/logo.tsx';
import { buttonClass } from '../ui/button.tsx';
import { useSessionStatus, type SessionStatus } from '@/lib/session-status.ts';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';

function usePricingLink() {
  const location = useLocation();
  const navigate = useNavigate();
  return (e: React.MouseEvent) => {
    e.preventDefault();
    const el = document.getElementById('pricing');
    if (location.pathname === '/' && el) el.scrollIntoView({ behavior: 'smooth' });
    else void navigate('/#pricing');
  };
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-1 py-1 transition hover:text-white ${isActive ? 'text-white' : ''}`;

/**
 * Sign In and Sign Up for visitors, the way into the app for a signed-in user. The space is the
 * same in every state, so nothing moves when the answer arrives.
 */
function AccountLinks({ status, phone = false }: { status: SessionStatus; phone?: boolean }) {
  const width = phone ? 'flex-1' : '';
  if (status === 'checking') return null;
  if (status === 'signed-in')
    return (
      <Link to="/app" className={buttonClass('primary', width)}>
        Go to Dashboard
      </Link>
    );
  return (
    <>
      <Link to="/signin" className={buttonClass(phone ? 'secondary' : 'ghost', width)}>
        Sign In
      </Link>
      <Link to="/signup" className={buttonClass('primary', width)}>
        Sign Up
      </Link>
    </>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const onPricing = usePricingLink();
  const status = useSessionStatus();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const links = (
    <>
      <NavLink to="/about" className={navLinkClass}>
        About Us
      </NavLink>
      <NavLink to="/features" className={navLinkClass}>
        Features
      </NavLink>
      <a
        href="/#pricing"
        onClick={(e) => {
          setOpen(false);
          onPricing(e);
        }}
        className="rounded-md px-1 py-1 transition hover:text-white"
      >
        Pricing
      </a>
    </>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-white/5 bg-ink-900/85 backdrop-blur-md">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4"
      >
        <Logo />
        <div className="hidden items-center gap-7 text-sm font-medium text-slate-300 md:flex">
          {links}
        </div>
        <div
          className="hidden min-w-44 items-center justify-end gap-2 md:flex"
          data-testid="site-account"
          data-session={status}
        >
          <AccountLinks status={status} />
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-white md:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon />}
        </button>
      </nav>
      {open && (
        <div
          id="mobile-menu"
          className="animate-[fadein_150ms_ease-out] border-t border-white/5 bg-ink-900 px-4 pb-5 md:hidden"
          onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}
        >
          <div className="flex flex-col gap-1 py-3 text-base font-medium text-slate-300 [&>a]:py-2.5">
            {links}
          </div>
          <div className="flex min-h-11 gap-3 border-t border-white/5 pt-4">
            <AccountLinks status={status} phone />
          </div>
        </div>
      )}
    </header>
  );
}
