import type { LedgerEntry } from '@candlelens/contracts';
import { messages } from '@candlelens/contracts';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCreditLedger } from '../api/get-credit-ledger.ts';
import { formatDateTime } from '../lib/format-date.ts';

const KIND_LABELS: Record<LedgerEntry['kind'], string> = {
  grant: 'Plan credits added',
  spend: 'Chart analysis',
  refund: 'Credits refunded',
  adjustment: 'Adjustment',
  reset: 'Weekly credits renewed',
  expire: 'Credits expired',
};

const n = (v: number) => v.toLocaleString('en-US');

export function signedCredits(delta: number): string {
  if (delta > 0) return `+${n(delta)}`;
  if (delta < 0) return `−${n(-delta)}`;
  return '0';
}

/** Every credit movement, newest first: when, what happened, the change and the balance after. */
export function CreditLedgerList() {
  const ledger = useCreditLedger();
  if (ledger.isPending)
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading credit history" className="h-6 w-6" />
      </div>
    );
  if (ledger.isError) return <ErrorBox message={messages.failedToFetchCredits} />;
  if (ledger.data.length === 0)
    return <p className="text-sm text-slate-400">No credit activity yet.</p>;
  return (
    <ol className="divide-y divide-white/5" aria-label="Credit history">
      {ledger.data.map((e) => (
        <li
          key={e.id}
          data-kind={e.kind}
          className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-3 text-sm"
        >
          <p className="font-medium text-slate-100">{KIND_LABELS[e.kind] ?? e.kind}</p>
          <p
            className={`text-right font-semibold tabular-nums ${
              e.delta > 0 ? 'text-up' : e.delta < 0 ? 'text-down' : 'text-slate-400'
            }`}
          >
            {signedCredits(e.delta)}
            <span className="sr-only"> credits</span>
          </p>
          <p className="text-xs text-slate-400">
            <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
            {e.reason && <span> · {e.reason}</span>}
          </p>
          <p className="text-right text-xs text-slate-400 tabular-nums">
            Balance {n(e.balanceAfter)}
          </p>
        </li>
      ))}
    </ol>
  );
}
