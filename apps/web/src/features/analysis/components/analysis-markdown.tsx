import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { rehypeGlossary } from '../lib/glossary.ts';
import { GlossaryAbbr } from './glossary-term.tsx';

// The analysis text is Markdown from the server (or an AI model): rendered without raw HTML,
// with links made safe and opened outside the app.
const components: Components = {
  h1: ({ children }) => (
    <h3 className="mt-5 text-lg font-semibold text-white first:mt-0">{children}</h3>
  ),
  h2: ({ children }) => (
    <h3 className="mt-6 border-b border-white/5 pb-1.5 text-base font-semibold text-cyan-300 first:mt-0">
      {children}
    </h3>
  ),
  h3: ({ children }) => <h4 className="mt-4 text-sm font-semibold text-white">{children}</h4>,
  h4: ({ children }) => <h5 className="mt-3 text-sm font-semibold text-slate-200">{children}</h5>,
  p: ({ children }) => <p className="mt-2 leading-relaxed">{children}</p>,
  ul: ({ children }) => (
    <ul className="mt-2 list-disc space-y-1.5 pl-5 marker:text-slate-400">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="mt-2 list-decimal space-y-1.5 pl-5 marker:text-slate-400">{children}</ol>
  ),
  li: ({ children }) => <li className="leading-relaxed">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-white">{children}</strong>,
  em: ({ children }) => <em className="text-slate-300">{children}</em>,
  code: ({ children }) => (
    <code className="rounded bg-white/5 px-1 py-0.5 font-mono text-[0.85em] text-slate-200">
      {children}
    </code>
  ),
  blockquote: ({ children }) => (
    <blockquote className="mt-3 border-l-2 border-amber-400/50 pl-3 text-slate-400">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="my-4 border-white/10" />,
  a: ({ href, children }) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-cyan-400 underline"
    >
      {children}
    </a>
  ),
  img: () => null,
  // technical terms, marked by the glossary plugin: explained on hover or tap
  abbr: ({ node: _node, ...props }) => <GlossaryAbbr {...props} />,
};

export function AnalysisMarkdown({ text }: { text: string }) {
  return (
    <div className="text-sm text-slate-300" data-testid="analysis-text">
      <Markdown components={components} rehypePlugins={[rehypeGlossary]} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
