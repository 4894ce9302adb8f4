import type { PlanId } from '@candlelens/contracts';
import { buttonClass } from '@/components/ui/button.tsx';
import { useCheckout, type PaymentPhase } from '../hooks/use-checkout.ts';
import { CheckoutOutcomeDialog } from './checkout-outcome-dialog.tsx';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog.tsx';

const LABELS: Record<PaymentPhase, string> = {
  idle: 'Subscribe Now',
  processing: 'Processing...',
  subscribed: 'Subscribed',
};

/**
 * Pays for a plan: 'Subscribe Now', 'Processing...' while the checkout runs, and 'Subscribed'
 * (disabled) once the plan is active.
 */
export function PaymentButton({
  planId,
  subscribed = false,
  autoFocus = false,
  className = '',
}: {
  planId: PlanId;
  /** The user already has this plan active. */
  subscribed?: boolean;
  autoFocus?: boolean;
  className?: string;
}) {
  const checkout = useCheckout(planId);
  const phase: PaymentPhase = subscribed ? 'subscribed' : checkout.phase;
  return (
    <>
      <button
        type="button"
        autoFocus={autoFocus}
        data-plan={planId}
        data-state={phase}
        aria-busy={phase === 'processing'}
        disabled={phase !== 'idle'}
        onClick={() => void checkout.pay()}
        className={buttonClass('primary', `w-full ${className}`)}
      >
        {phase === 'processing' && (
          <span
            className="h-4 w-4 animate-spin rounded-full border-2 border-ink-950/30 border-t-ink-950"
            aria-hidden="true"
          />
        )}
        {LABELS[phase]}
      </button>
      {checkout.sandbox && <SandboxCheckoutDialog pending={checkout.sandbox} />}
      {checkout.outcome && (
        <CheckoutOutcomeDialog outcome={checkout.outcome} onClose={checkout.dismissOutcome} />
      )}
    </>
  );
}
