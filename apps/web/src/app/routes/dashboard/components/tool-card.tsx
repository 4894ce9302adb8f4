import { Link } from 'react-router';
import type { PlanId, ANALYSIS_TOOLS } from '@candlelens/contracts';
import { planIncludes, unlockingPlanName } from '@candlelens/contracts';
import { PlanLock } from '@/components/ui/plan-lock.tsx';

type Tool = (typeof ANALYSIS_TOOLS)[number];

/**
 * A link to one analysis tool, marked with a lock and the plan that unlocks it when the user's
 * plan does not include it (the rule the server enforces, from the contracts).
 */
export function ToolCard({ tool, planId }: { tool: Tool; planId: PlanId | null }) {
  const locked = planId !== null && !planIncludes(planId, tool.type);
  return (
    <Link
      to={tool.path}
      className="rounded-2xl border border-white/10 bg-ink-850 p-5 transition hover:border-cyan-400/40"
      data-testid="tool-card"
    >
      <p className="flex items-center justify-between gap-2 font-semibold text-white">
        {tool.title}
        {locked && <PlanLock planName={unlockingPlanName(tool.type)} />}
      </p>
      <p className="mt-1 text-sm text-slate-400">{tool.blurb}</p>
    </Link>
  );
}
