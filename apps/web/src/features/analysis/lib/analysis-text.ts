import { analysisTimestamp, analysisTitle } from '@/lib/analysis-title.ts';
import type { ShownAnalysis } from './shown-analysis.ts';

/** Markdown reduced to plain text a trader can paste anywhere. */
function plain(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+(.*)$/gm, (_m, h: string) => h.toUpperCase())
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|[^*])\*(?!\s)(.+?)\*/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)')
    .replace(/^>\s?/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The analysis as text: what it is, when, the summary, the full text, and its link if shared. */
export function analysisAsText(a: ShownAnalysis): string {
  const head = `CandleLens ${analysisTitle(a.type)} · ${analysisTimestamp(a.createdAt)}`;
  const parts = [head, a.summary.trim(), plain(a.text)];
  const plan = a.plan?.text ?? a.publicPlan?.text;
  if (plan) parts.push(plan);
  if (a.share?.url) parts.push(`Shared analysis: ${a.share.url}`);
  return parts.filter(Boolean).join('\n\n');
}
