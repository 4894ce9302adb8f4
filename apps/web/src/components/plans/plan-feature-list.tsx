import type { Plan } from '@candlelens/contracts';
import { CheckIcon, CrossIcon } from '../ui/icons.tsx';

/** A plan's feature checklist: what it includes and what the higher plans add. */
export function PlanFeatureList({
  plan,
  className = '',
  itemClassName = '',
  label,
}: {
  plan: Plan;
  className?: string;
  itemClassName?: string;
  label?: string;
}) {
  return (
    <ul className={`text-sm ${className}`} aria-label={label}>
      {plan.features.map((f) => (
        <li
          key={f.text}
          data-included={f.included}
          className={`flex items-start gap-3 ${f.included ? 'text-slate-200' : 'text-slate-400'} ${itemClassName}`}
        >
          {f.included ? <CheckIcon /> : <CrossIcon />}
          <span>
            {f.text}
            <span className="sr-only">{f.included ? ' (included)' : ' (not included)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
