import { PRODUCT_FEATURES } from '../lib/features.ts';
import { FeatureIcon, PlanBadge } from './feature-icon.tsx';

/** One card per kind of analysis, for the landing page. */
export function FeatureCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {PRODUCT_FEATURES.map((f) => (
        <li
          key={f.title}
          className="flex flex-col rounded-xl border border-white/10 bg-ink-850/80 p-6 transition hover:border-cyan-400/30"
        >
          <div className="flex items-start justify-between gap-3">
            <FeatureIcon name={f.icon} />
            <PlanBadge plan={f.plan} />
          </div>
          <h3 className="mt-4 text-base font-semibold text-white">{f.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-400">{f.summary}</p>
        </li>
      ))}
    </ul>
  );
}
