import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  messages,
  planById,
  type CreateSubscriptionResponse,
  type PlanId,
  type SubscriptionStatus,
  type VerifySubscriptionRequest,
} from '@candlelens/contracts';
import { useSession } from '@/lib/session.ts';
import { createSubscription } from '../api/create-subscription.ts';
import { creditLedgerQueryKey } from '../api/get-credit-ledger.ts';
import { subscriptionQueryKey } from '@/lib/subscription.ts';
import { verifySubscription } from '../api/verify-subscription.ts';
import { CheckoutDismissedError, payWithRazorpay } from '../lib/razorpay.ts';

export type PaymentPhase = 'idle' | 'processing' | 'subscribed';

/** How a checkout that did not go through ended: closed by the user, or refused. */
export type CheckoutOutcome = 'cancelled' | 'failed';

/** The checkout was closed without paying (not a failure). */
export class CheckoutCancelledError extends Error {
  constructor() {
    super('Checkout cancelled');
    this.name = 'CheckoutCancelledError';
  }
}

export type SandboxCheckout = Extract<CreateSubscriptionResponse, { provider: 'sandbox' }>;

/** A test-mode checkout waiting for the tester to approve or decline. */
export interface PendingSandboxCheckout {
  checkout: SandboxCheckout;
  approved: (result: VerifySubscriptionRequest) => void;
  failed: (reason: unknown) => void;
}

/** Where a successful payment leads, with the message the app shows there. */
export interface PaymentNotice {
  notice: string;
}

/**
 * Buying a plan: create the subscription on the server, let the user pay in the provider's
 * checkout (or the test-mode one), then have the server verify the signed result. Only the
 * server's answer makes the plan active.
 */
export function useCheckout(planId: PlanId) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [sandbox, setSandbox] = useState<PendingSandboxCheckout | null>(null);
  const [outcome, setOutcome] = useState<CheckoutOutcome | null>(null);
  const inFlight = useRef(false);

  const pay = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase('processing');
    setOutcome(null);
    let status: SubscriptionStatus;
    try {
      const created = await createSubscription({ planId });
      const result =
        created.provider === 'sandbox'
          ? await new Promise<VerifySubscriptionRequest>((approved, failed) =>
              setSandbox({ checkout: created, approved, failed }),
            )
          : await payWithRazorpay({
              keyId: created.keyId,
              subscriptionId: created.subscriptionId,
              description: `${planById(created.planId)?.name ?? 'CandleLens'} plan, weekly`,
              prefill: user ? { name: user.name, email: user.email } : undefined,
            });
      setSandbox(null);
      status = await verifySubscription(result);
    } catch (e) {
      // Told in the app's own dialog: a closed checkout calmly, a refused one as a failure.
      setSandbox(null);
      setPhase('idle');
      inFlight.current = false;
      const closed = e instanceof CheckoutCancelledError || e instanceof CheckoutDismissedError;
      setOutcome(closed ? 'cancelled' : 'failed');
      return;
    }
    setPhase('subscribed');
    queryClient.setQueryData(subscriptionQueryKey, status);
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    void queryClient.invalidateQueries({ queryKey: creditLedgerQueryKey });
    void navigate('/app', {
      state: { notice: messages.subscriptionSuccessful } satisfies PaymentNotice,
    });
  }, [planId, user, queryClient, navigate]);

  return { phase, pay, sandbox, outcome, dismissOutcome: () => setOutcome(null) };
}
