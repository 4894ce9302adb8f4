import { PRODUCT_FEATURES } from '../lib/features.ts';
import { FeatureIcon, PlanBadge } from './feature-icon.tsx';

/** Each kind of analysis with what it gives, for the features page. */
export function AnalysisDetails() {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {PRODUCT_FEATURES.map((f) => (
        <li key={f.title} className="rounded-2xl border border-white/10 bg-ink-850 p-6">
          <div className="flex items-center gap-4">
            <FeatureIcon name={f.icon} />
            <h3 className="flex-1 text-lg font-semibold text-white">{f.title}</h3>
            <PlanBadge plan={f.plan} />
          </div>
          <p className="mt-4 text-sm leading-6 text-slate-300">{f.summary}</p>
          <ul className="mt-4 space-y-2 text-sm leading-6 text-slate-400">
            {f.details.map((d) => (
              <li key={d} className="flex gap-3">
                <span
                  className="mt-2.5 h-1 w-1 shrink-0 rounded-full bg-cyan-400"
                  aria-hidden="true"
                />
                {d}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
