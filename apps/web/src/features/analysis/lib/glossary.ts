import { GLOSSARY, glossaryTermsIn, type GlossaryEntry } from '@candlelens/contracts';

/** The few shapes of a rehype (HTML syntax) tree the glossary touches. */
interface TreeNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
}

const PATTERNS = GLOSSARY.map((entry) => ({ entry, re: new RegExp(entry.match, 'i') }));
/** Inside these the text is left alone (bold spans are labels and headline calls, read whole). */
const SKIP = new Set(['code', 'a', 'abbr', 'strong', 'h1', 'h2', 'h3', 'h4']);

/** The earliest term in `text` not explained yet. */
function firstTerm(text: string, seen: ReadonlySet<string>) {
  let best: { index: number; length: number; entry: GlossaryEntry } | null = null;
  for (const { entry, re } of PATTERNS) {
    if (seen.has(entry.term)) continue;
    const m = re.exec(text);
    if (m && m[0] && (!best || m.index < best.index))
      best = { index: m.index, length: m[0].length, entry };
  }
  return best;
}

/**
 * A rehype plugin: the first use of each glossary term in the text becomes an `abbr` element
 * carrying the term (the page renders it as a term to hover or tap for its explanation).
 */
export function rehypeGlossary() {
  return (tree: TreeNode) => {
    const seen = new Set<string>();
    const split = (text: string): TreeNode[] => {
      const hit = firstTerm(text, seen);
      if (!hit) return [{ type: 'text', value: text }];
      seen.add(hit.entry.term);
      const before = text.slice(0, hit.index);
      const word = text.slice(hit.index, hit.index + hit.length);
      return [
        ...(before ? [{ type: 'text', value: before }] : []),
        {
          type: 'element',
          tagName: 'abbr',
          properties: { dataTerm: hit.entry.term },
          children: [{ type: 'text', value: word }],
        },
        ...split(text.slice(hit.index + hit.length)),
      ];
    };
    const visit = (node: TreeNode) => {
      if (!node.children || (node.tagName && SKIP.has(node.tagName))) return;
      node.children = node.children.flatMap((child) => {
        if (child.type === 'text' && child.value) return split(child.value);
        visit(child);
        return [child];
      });
    };
    visit(tree);
  };
}

/** The glossary footnote of a copied analysis: every term its text uses, explained. */
export function glossaryFootnote(text: string): string {
  const terms = glossaryTermsIn(text);
  if (!terms.length) return '';
  return ['Terms used', ...terms.map((t) => `- ${t.term}: ${t.explanation}`)].join('\n');
}

export function glossaryEntry(term: string): GlossaryEntry | undefined {
  return GLOSSARY.find((g) => g.term === term);
}
