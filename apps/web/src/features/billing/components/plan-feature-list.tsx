import { planById, type PlanId } from '@candlelens/contracts';

/** A plan's feature checklist: what it includes and what the higher plans add. */
export function PlanFeatureList({ planId, columns = 2 }: { planId: PlanId; columns?: 1 | 2 }) {
  const plan = planById(planId);
  if (!plan) return null;
  return (
    <ul
      className={`gap-x-6 text-sm ${columns === 2 ? 'sm:columns-2' : ''}`}
      aria-label={`${plan.name} features`}
    >
      {plan.features.map((f) => (
        <li
          key={f.text}
          data-included={f.included}
          className={`mb-2.5 flex break-inside-avoid items-start gap-3 ${f.included ? 'text-slate-200' : 'text-slate-500'}`}
        >
          <svg
            viewBox="0 0 20 20"
            className={`mt-0.5 h-4 w-4 shrink-0 ${f.included ? 'text-up' : 'text-slate-600'}`}
            aria-hidden="true"
          >
            <path
              d={f.included ? 'M4 10.5l3.5 3.5L16 6' : 'M6 6l8 8M14 6l-8 8'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>
            {f.text}
            <span className="sr-only">{f.included ? ' (included)' : ' (not included)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
