import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { planIncludes, unlockingPlanName } from '@candlelens/contracts';
import { PlanLock } from '@/components/ui/plan-lock.tsx';
import { useSubscriptionStatus } from '@/lib/subscription.ts';
import { analysisNav, mainNav } from './nav-items.ts';

const linkLook = (isActive: boolean) =>
  `rounded-lg px-3 py-2 text-sm transition ${isActive ? 'bg-cyan-500/10 font-semibold text-cyan-300' : 'text-slate-300 hover:bg-white/5 hover:text-white'}`;
const linkClass = ({ isActive }: { isActive: boolean }) => `block ${linkLook(isActive)}`;
/** A tool's link: its name, and the lock at the right end where the plan does not include it. */
const toolLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between gap-1.5 ${linkLook(isActive)}`;

/**
 * The app's menu. A tool the user's plan does not include is marked with a lock and the plan
 * that opens it (the same rule the server enforces); its link still leads to the tool's page,
 * which offers the upgrade.
 */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const location = useLocation();
  const planId = useSubscriptionStatus().data?.planId ?? null;
  const [open, setOpen] = useState(true);
  const inAnalysis = location.pathname.startsWith('/app/analysis');
  return (
    <nav
      aria-label="App"
      className="space-y-1"
      onClick={(e) => (e.target as HTMLElement).closest('a') && onNavigate?.()}
    >
      <NavLink to="/app" end className={linkClass}>
        Dashboard
      </NavLink>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className={`flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm ${inAnalysis ? 'text-white' : 'text-slate-300'} hover:bg-white/5`}
      >
        Chart Analysis
        <svg
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {open && (
        <div className="ml-2 space-y-1 border-l border-white/10 pl-1.5">
          {analysisNav.map((item) => (
            <NavLink key={item.to} to={item.to} className={toolLinkClass}>
              {item.label}
              {planId && !planIncludes(planId, item.type) && (
                <PlanLock planName={unlockingPlanName(item.type)} plain />
              )}
            </NavLink>
          ))}
        </div>
      )}
      {mainNav.map((item) => (
        <NavLink key={item.to} to={item.to} className={linkClass}>
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
