import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { AnalysisRecord, AnalysisType } from '@candlelens/contracts';
import { ANALYSIS_TOOLS, planIncludes, unlockingPlanName } from '@candlelens/contracts';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSubscriptionStatus } from '@/lib/subscription.ts';
import { AnalysisResult } from '../components/analysis-result.tsx';
import { AnalysisUpload } from '../components/analysis-upload.tsx';
import { LockedTool } from '../components/locked-tool.tsx';

/** One of the five tool pages: upload box (or what unlocks it) and the result. */
export function AnalysisToolPage({ type }: { type: AnalysisType }) {
  const tool = ANALYSIS_TOOLS.find((t) => t.type === type);
  const sub = useSubscriptionStatus();
  const [result, setResult] = useState<AnalysisRecord | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  if (!tool) return null;

  const showResult = (analysis: AnalysisRecord) => {
    setResult(analysis);
    requestAnimationFrame(() =>
      resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
    );
  };

  let upload: ReactNode;
  if (sub.isPending) upload = <Spinner />;
  else if (sub.isError) upload = <ErrorBox message="Failed to load subscription information" />;
  else if (!sub.data.isActive || !sub.data.planId)
    upload = <LockedTool title={tool.title} planName={null} />;
  else if (!planIncludes(sub.data.planId, type))
    upload = <LockedTool title={tool.title} planName={unlockingPlanName(type)} />;
  else
    upload = (
      <AnalysisUpload
        type={type}
        progressText={tool.progress}
        onResult={showResult}
        label={`Upload a chart screenshot for ${tool.title}`}
        layout="wide"
      />
    );

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-white">{tool.title}</h1>
        <p className="mt-1 text-sm text-slate-400">{tool.blurb}</p>
      </header>
      <div>{upload}</div>
      <div ref={resultRef} className="scroll-mt-20">
        {result && <AnalysisResult key={result.id} analysis={result} />}
      </div>
    </div>
  );
}
