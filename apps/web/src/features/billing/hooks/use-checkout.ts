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
import { payWithRazorpay } from '../lib/razorpay.ts';

export type PaymentPhase = 'idle' | 'processing' | 'subscribed';

export type SandboxCheckout = Extract<CreateSubscriptionResponse, { provider: 'sandbox' }>;

/** A test-mode checkout waiting for the tester to approve or decline. */
export interface PendingSandboxCheckout {
  checkout: SandboxCheckout;
  approved: (result: VerifySubscriptionRequest) => void;
  failed: (reason: unknown) => void;
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
  const inFlight = useRef(false);

  const pay = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase('processing');
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
    } catch {
      setSandbox(null);
      setPhase('idle');
      inFlight.current = false;
      window.alert(messages.failedToProcessSubscription);
      return;
    }
    setPhase('subscribed');
    window.alert(messages.subscriptionSuccessful);
    queryClient.setQueryData(subscriptionQueryKey, status);
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    void queryClient.invalidateQueries({ queryKey: creditLedgerQueryKey });
    void navigate('/app');
  }, [planId, user, queryClient, navigate]);

  return { phase, pay, sandbox };
}
