import { useState } from 'react';
import { planById, type VerifySubscriptionRequest } from '@candlelens/contracts';
import { buttonClass } from '@/components/ui/button.tsx';
import { approveSandboxCheckout, declineSandboxCheckout } from '../api/sandbox-checkout.ts';
import { CheckoutCancelledError, type PendingSandboxCheckout } from '../hooks/use-checkout.ts';
import { formatAmount } from '../lib/money.ts';
import { Dialog } from '@/components/ui/dialog.tsx';

/**
 * CandleLens's own stand-in for a card checkout when no payment provider is configured.
 * Approving asks the server for a signed result, exactly like a real checkout hands back.
 */
export function SandboxCheckoutDialog({ pending }: { pending: PendingSandboxCheckout }) {
  const { checkout, approved, failed } = pending;
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const plan = planById(checkout.planId);

  async function approve() {
    setBusy('approve');
    let result: VerifySubscriptionRequest;
    try {
      result = await approveSandboxCheckout(checkout.subscriptionId);
    } catch (e) {
      failed(e);
      return;
    }
    approved(result);
  }

  /** 'Decline' simulates a refused payment; closing the checkout is a cancellation. */
  async function decline(reason: 'declined' | 'closed') {
    setBusy('decline');
    try {
      await declineSandboxCheckout(checkout.subscriptionId);
    } catch {
      // The checkout is abandoned either way.
    }
    failed(reason === 'closed' ? new CheckoutCancelledError() : new Error('Payment declined'));
  }

  return (
    <Dialog
      title="CandleLens test checkout"
      onClose={() => void decline('closed')}
      busy={busy !== null}
      badge={
        <p className="mb-3 inline-flex items-center gap-2 rounded-full border border-amber-400/40 bg-amber-400/10 px-3 py-1 text-xs font-bold tracking-wider text-amber-300 uppercase">
          <span className="h-1.5 w-1.5 rounded-full bg-amber-300" aria-hidden="true" />
          Test mode
        </p>
      }
    >
      <p className="mt-2 text-sm leading-6 text-slate-300">
        This is a test checkout: no real payment is taken. Approve to simulate a successful payment,
        or decline to simulate a failed one.
      </p>
      <dl className="mt-5 divide-y divide-white/10 rounded-xl border border-white/10 bg-ink-900/60 text-sm">
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-slate-400">Plan</dt>
          <dd className="font-semibold text-white">{plan?.name ?? checkout.planId}</dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-slate-400">Amount</dt>
          <dd className="font-semibold text-white tabular-nums">
            {formatAmount(checkout.amount, checkout.currency)} {checkout.currency} per week
          </dd>
        </div>
        {plan && (
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-400">Includes</dt>
            <dd className="text-right text-slate-200">{plan.chartLimit} analyses a week</dd>
          </div>
        )}
      </dl>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => void decline('declined')}
          disabled={busy !== null}
          className={buttonClass('secondary', 'sm:min-w-28')}
        >
          {busy === 'decline' ? 'Declining...' : 'Decline'}
        </button>
        <button
          type="button"
          data-autofocus
          onClick={() => void approve()}
          disabled={busy !== null}
          className={buttonClass('primary', 'sm:min-w-28')}
        >
          {busy === 'approve' ? 'Approving...' : 'Approve'}
        </button>
      </div>
    </Dialog>
  );
}
