import { useId, useState, type ReactNode } from 'react';
import { glossaryEntry } from '../lib/glossary.ts';

/**
 * A technical term in the analysis text: dotted underline; its plain explanation shows on hover,
 * on keyboard focus and on tap (tap again, or move on, to close).
 */
export function GlossaryTerm({ term, children }: { term: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const entry = glossaryEntry(term);
  if (!entry) return <>{children}</>;
  return (
    <span className="group relative inline">
      <button
        type="button"
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onBlur={() => setOpen(false)}
        className="cursor-help text-inherit underline decoration-slate-500 decoration-dotted underline-offset-2 hover:decoration-cyan-400"
        data-testid="glossary-term"
      >
        {children}
      </button>
      <span
        role="tooltip"
        id={id}
        className={`absolute top-full left-0 z-30 mt-1 w-64 max-w-[80vw] rounded-lg border border-white/10 bg-ink-900 p-2 text-xs leading-snug font-normal text-slate-200 shadow-lg ${open ? 'block' : 'hidden group-focus-within:block group-hover:block'}`}
      >
        <span className="font-semibold text-white">{entry.term}</span>: {entry.explanation}
      </span>
    </span>
  );
}

/** react-markdown's `abbr`, as the glossary plugin writes it. */
export function GlossaryAbbr(props: { children?: ReactNode; 'data-term'?: string }) {
  const term = props['data-term'];
  return term ? <GlossaryTerm term={term}>{props.children}</GlossaryTerm> : <>{props.children}</>;
}
