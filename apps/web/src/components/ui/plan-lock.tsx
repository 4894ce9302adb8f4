import { LockIcon } from './icons.tsx';

/**
 * Marks a tool the user's plan does not include: a lock and the plan that opens it ('Pro'). A
 * screen reader hears the tool's name, then ', locked, in the Pro plan' (one phrase, so no
 * browser runs its words together); the tool's name still starts what it hears.
 */
export function PlanLock({
  planName,
  plain = false,
}: {
  planName: string;
  /** Without the pill's border, where a narrow menu has no room for it. */
  plain?: boolean;
}) {
  return (
    <span
      data-testid="plan-lock"
      title={`Included in the ${planName} plan`}
      className={`inline-flex shrink-0 items-center gap-1 text-[11px] leading-none font-semibold text-amber-300 ${
        plain ? '' : 'rounded-full border border-amber-400/40 px-1.5 py-0.5'
      }`}
    >
      <LockIcon className="h-3 w-3 shrink-0" />
      <span aria-hidden="true">{planName}</span>
      <span className="sr-only">, locked, in the {planName} plan</span>
    </span>
  );
}
