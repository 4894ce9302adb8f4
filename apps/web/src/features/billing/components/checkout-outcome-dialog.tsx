import { messages } from '@candlelens/contracts';
import { buttonClass } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import type { CheckoutOutcome } from '../hooks/use-checkout.ts';

/** After a checkout that did not go through: what happened, and that nothing was lost. */
export function CheckoutOutcomeDialog({
  outcome,
  onClose,
}: {
  outcome: CheckoutOutcome;
  onClose: () => void;
}) {
  const cancelled = outcome === 'cancelled';
  return (
    <Dialog title={cancelled ? 'Checkout closed' : 'Payment not completed'} onClose={onClose}>
      <p className="mt-3 text-sm leading-6 text-slate-300" data-testid="checkout-outcome">
        {cancelled
          ? 'You closed the checkout before paying, so nothing was charged. Your plan choice is still here: choose Subscribe Now whenever you are ready.'
          : `${messages.failedToProcessSubscription} Nothing was charged, and your plan choice is still here.`}
      </p>
      <div className="mt-6 flex justify-end">
        <button type="button" data-autofocus onClick={onClose} className={buttonClass('primary')}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
