import { useSubscriptionStatus } from '@/lib/subscription.ts';

export function CreditsBadge() {
  const { data, isError } = useSubscriptionStatus();
  const text = isError ? '—' : data ? data.credits.toLocaleString('en-US') : '…';
  return (
    <span
      data-testid="credits-badge"
      title="Remaining analysis credits"
      className="inline-flex min-w-[7.5rem] items-center justify-center gap-1.5 whitespace-nowrap rounded-full border border-amber-400/30 bg-amber-400/10 px-3 py-1 text-xs font-semibold text-amber-300"
    >
      <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
        <circle cx="10" cy="10" r="8" />
      </svg>
      {text} credits
    </span>
  );
}
