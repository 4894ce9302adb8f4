import { analysisTimestamp, analysisTitle } from '@/lib/analysis-title.ts';
import { glossaryFootnote } from './glossary.ts';
import type { ShownAnalysis } from './shown-analysis.ts';

/** Markdown reduced to plain text a trader can paste anywhere: no Markdown marks left. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+(.*)$/gm, (_m, h: string) => h.toUpperCase())
    .replace(/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^_\w])_(?!\s)(.+?)_(?!\w)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)')
    .replace(/^>\s?/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The analysis as text: what it is, when, the summary, the full text, its link if shared and the terms it uses. */
export function analysisAsText(a: ShownAnalysis): string {
  const head = `CandleLens ${analysisTitle(a.type)} · ${analysisTimestamp(a.createdAt)}`;
  const body = plainText(a.text);
  const parts = [head, a.summary.trim(), body];
  const plan = a.plan?.text ?? a.publicPlan?.text;
  if (plan) parts.push(plan);
  if (a.share?.url) parts.push(`Shared analysis: ${a.share.url}`);
  // the terms the page explains on hover or tap, as a footnote
  parts.push(glossaryFootnote(`${a.summary}\n${body}`));
  return parts.filter(Boolean).join('\n\n');
}
