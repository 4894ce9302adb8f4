import { useState } from 'react';
import type { SubscriptionStatus } from '@candlelens/contracts';
import { buttonClass } from '@/components/ui/button.tsx';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { errorMessage } from '@/lib/api.ts';
import { cancellationOf } from '@/lib/cancellation.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { formatDate } from '../lib/format-date.ts';
import { Dialog } from '@/components/ui/dialog.tsx';

/** Cancel at the end of the period, after the user confirms. */
export function CancelSubscriptionButton({ sub }: { sub: SubscriptionStatus }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();

  return (
    <>
      <button
        type="button"
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
        className={buttonClass('secondary', 'text-red-200 hover:border-red-400/60')}
      >
        Cancel at period end
      </button>
      {open && (
        <Dialog
          title="Cancel your subscription?"
          onClose={() => setOpen(false)}
          busy={cancel.isPending}
        >
          <p className="mt-3 text-sm leading-6 text-slate-300">
            {cancellationOf(sub.plan, formatDate(sub.currentPeriodEnd) || null)}
          </p>
          {cancel.isError && (
            <div className="mt-4">
              <ErrorBox message={errorMessage(cancel.error)} />
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              data-autofocus
              onClick={() => setOpen(false)}
              disabled={cancel.isPending}
              className={buttonClass('secondary')}
            >
              Keep my plan
            </button>
            <button
              type="button"
              onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
              disabled={cancel.isPending}
              className="inline-flex items-center justify-center rounded-lg bg-red-500 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-red-400 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {cancel.isPending ? 'Cancelling...' : 'Cancel at period end'}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
