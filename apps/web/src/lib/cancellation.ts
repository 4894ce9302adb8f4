/**
 * Cancelling, said one way everywhere: how, when the plan ends, what happens to the credits, and
 * that payments are not refunded.
 */
export const CANCELLATION_POLICY =
  'Plans renew every week until cancelled. Cancel any time from Subscription & Credits in the app, or by writing to support, before the next weekly billing cycle: your plan and its remaining credits stay until the end of the week you paid for, then the plan ends and unused credits expire. Payments are non-refundable.';

/** The same, for one plan and its period end, in the confirmation before cancelling. */
export function cancellationOf(planName: string, periodEnd: string | null): string {
  const end = periodEnd ?? 'the end of this week';
  return `Your ${planName} plan will not renew. You keep it and its remaining credits until ${end}; then the plan ends and unused credits expire. Payments already made are not refunded.`;
}
