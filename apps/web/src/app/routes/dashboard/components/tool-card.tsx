import { Link } from 'react-router';
import type { PlanId, ANALYSIS_TOOLS } from '@candlelens/contracts';
import { planIncludes, unlockingPlanName } from '@candlelens/contracts';

type Tool = (typeof ANALYSIS_TOOLS)[number];

/** A link to one analysis tool, marked with the plan that unlocks it when it is locked. */
export function ToolCard({ tool, planId }: { tool: Tool; planId: PlanId | null }) {
  const locked = planId !== null && !planIncludes(planId, tool.type);
  return (
    <Link
      to={tool.path}
      className="rounded-2xl border border-white/10 bg-ink-850 p-5 transition hover:border-cyan-400/40"
    >
      <p className="flex items-center justify-between gap-2 font-semibold text-white">
        {tool.title}
        {locked && (
          <span className="rounded-full border border-amber-400/30 px-2 py-0.5 text-[10px] font-semibold uppercase tracking-wide text-amber-300">
            {unlockingPlanName(tool.type)}
          </span>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-400">{tool.blurb}</p>
    </Link>
  );
}
