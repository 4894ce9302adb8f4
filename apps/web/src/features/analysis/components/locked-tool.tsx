import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';

/** Shown instead of the upload box when the user's plan does not include the tool. */
export function LockedTool({ title, planName }: { title: string; planName: string | null }) {
  return (
    <div
      className="max-w-2xl rounded-2xl border border-amber-400/25 bg-amber-400/5 p-6 text-center sm:p-8"
      data-testid="locked-tool"
    >
      <svg
        viewBox="0 0 24 24"
        className="mx-auto h-10 w-10 text-amber-300"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V8a4 4 0 018 0v3" />
      </svg>
      {planName ? (
        <>
          <p className="mt-3 text-lg font-semibold text-white">
            {title} is included in the {planName} plan
          </p>
          <p className="mt-1 text-sm text-slate-400">
            Upgrade to {planName} to unlock {title.toLowerCase()} on your charts.
          </p>
        </>
      ) : (
        <>
          <p className="mt-3 text-lg font-semibold text-white">You have no active plan</p>
          <p className="mt-1 text-sm text-slate-400">Choose a plan to start analyzing charts.</p>
        </>
      )}
      <Link to="/subscription-plans" className={buttonClass('primary', 'mt-5')}>
        {planName ? `Upgrade to ${planName}` : 'Choose a plan'}
      </Link>
    </div>
  );
}
