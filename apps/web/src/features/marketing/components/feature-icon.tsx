import type { FeatureIconName } from '../lib/features.ts';

const PATHS: Record<FeatureIconName, string> = {
  levels: 'M3 7h18M3 17h18M7 4v6M12 12v8M17 5v4',
  trend: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  patterns: 'M4 18l4-10 4 6 4-8 4 12M3 21h18',
  indicators: 'M3 12h4l3-7 4 14 3-7h4',
  prediction: 'M3 16l5-4 4 2 4-5M16 9l5-4M16 9l5 3M16 9l5 9',
  quick: 'M13 2L4 14h7l-1 8 9-12h-7l1-8z',
  overlay: 'M3 5h18v14H3zM6 15l4-4 3 3 5-5M6 9h4',
  history: 'M3 12a9 9 0 109-9 9 9 0 00-7 3.3M3 4v4h4M12 7v5l3 3',
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-cyan-400/20 bg-cyan-400/10 text-cyan-300">
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}

export function PlanBadge({ plan }: { plan: string }) {
  const tone =
    plan === 'Elite'
      ? 'border-amber-400/30 bg-amber-400/10 text-amber-300'
      : plan === 'Pro'
        ? 'border-violet-400/30 bg-violet-400/10 text-violet-300'
        : 'border-white/10 bg-white/5 text-slate-400';
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${tone}`}>
      {plan === 'Basic' ? 'All plans' : `${plan}`}
    </span>
  );
}
