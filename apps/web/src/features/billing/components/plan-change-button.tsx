import { useState } from 'react';
import {
  PLAN_RANK,
  planById,
  type ChangePlanResponse,
  type PlanId,
  type SubscriptionStatus,
} from '@candlelens/contracts';
import { buttonClass } from '@/components/ui/button.tsx';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useChangePlan } from '../api/change-plan.ts';
import { formatDate } from '../lib/format-date.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { PlanChangeSummary } from './plan-change-summary.tsx';

/** What a plan change did, in words. */
export function describePlanChange(res: ChangePlanResponse, target: PlanId): string {
  const name = planById(target)?.name ?? target;
  const sub = res.subscription;
  if (res.change === 'upgraded') {
    return `You're now on ${name}. You have ${sub.credits.toLocaleString('en-US')} credits to use this week.`;
  }
  const until = formatDate(sub.currentPeriodEnd);
  return `Your plan changes to ${name}${until ? ` on ${until}` : ' at the end of this period'}. You keep ${sub.plan} until then.`;
}

/** 'Upgrade' or 'Downgrade' to another plan, after a confirmation. */
export function PlanChangeButton({
  target,
  current,
  onChanged,
}: {
  target: PlanId;
  current: SubscriptionStatus;
  onChanged: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const change = useChangePlan();
  const currentId = current.planId;
  if (!currentId) return null;
  const upgrade = PLAN_RANK[target] > PLAN_RANK[currentId];
  const plan = planById(target);
  const currentPlan = planById(currentId);
  const verb = upgrade ? 'Upgrade' : 'Downgrade';
  const periodEnd = formatDate(current.currentPeriodEnd);

  function confirm() {
    change.mutate(target, {
      onSuccess: (res) => {
        setOpen(false);
        onChanged(describePlanChange(res, target));
      },
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          change.reset();
          setOpen(true);
        }}
        className={buttonClass(upgrade ? 'primary' : 'secondary', 'w-full')}
      >
        {verb}
      </button>
      {open && plan && (
        <Dialog
          title={`${verb} to ${plan.name}?`}
          onClose={() => setOpen(false)}
          busy={change.isPending}
        >
          <p className="mt-3 text-sm leading-6 text-slate-300">
            {upgrade
              ? `${plan.name} starts now, with ${plan.chartLimit} analyses a week.`
              : `You keep ${current.plan} ${periodEnd ? `until ${periodEnd}` : 'until the end of this period'}. Then your plan changes to ${plan.name}.`}
          </p>
          {currentPlan && (
            <PlanChangeSummary
              current={current}
              currentPlan={currentPlan}
              target={plan}
              upgrade={upgrade}
            />
          )}
          {change.isError && (
            <div className="mt-4">
              <ErrorBox message={errorMessage(change.error)} />
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => setOpen(false)}
              disabled={change.isPending}
              className={buttonClass('secondary')}
            >
              Keep {current.plan}
            </button>
            <button
              type="button"
              data-autofocus
              onClick={confirm}
              disabled={change.isPending}
              className={buttonClass('primary')}
            >
              {change.isPending ? 'Processing...' : `${verb} to ${plan.name}`}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
