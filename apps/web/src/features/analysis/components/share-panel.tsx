import { useState } from 'react';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useShareLink } from '../api/share-analysis.ts';
import type { ShownAnalysis } from '../lib/shown-analysis.ts';

const buttonClass =
  'rounded-lg border border-white/15 px-3 py-1.5 text-xs font-semibold text-slate-100 transition hover:border-cyan-400/60 disabled:opacity-60';

/**
 * The owner's read-only link to one analysis: made only when asked, shown with a copy button,
 * revocable at any time.
 */
export function SharePanel({ analysis }: { analysis: ShownAnalysis }) {
  const { create, revoke } = useShareLink(analysis.id);
  const [link, setLink] = useState(analysis.share?.url ?? null);
  const [copied, setCopied] = useState(false);
  const busy = create.isPending || revoke.isPending;
  const error = create.error ?? revoke.error;

  async function copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div
      className="rounded-xl border border-white/10 bg-ink-900/60 p-3 text-xs text-slate-300"
      data-testid="share-panel"
    >
      <p className="leading-5">
        Anyone with the link sees this analysis and the chart, read-only. Your name, e-mail and
        other analyses stay private, and search engines do not list it. You can stop sharing at any
        time.
      </p>
      {link ? (
        <div className="mt-3 space-y-2">
          <label className="block">
            <span className="sr-only">Share link</span>
            <input
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full rounded-lg border border-white/15 bg-ink-950 px-2.5 py-1.5 font-mono text-xs text-slate-100"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass} onClick={() => void copyLink(link)}>
              {copied ? 'Link copied' : 'Copy link'}
            </button>
            <button
              type="button"
              className={`${buttonClass} text-red-200 hover:border-red-400/60`}
              disabled={busy}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => {
                    setLink(null);
                    setCopied(false);
                  },
                })
              }
            >
              {revoke.isPending ? 'Stopping...' : 'Stop sharing'}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={`${buttonClass} mt-3`}
          disabled={busy}
          onClick={() => create.mutate(undefined, { onSuccess: (s) => setLink(s.url) })}
        >
          {create.isPending ? 'Creating link...' : 'Create share link'}
        </button>
      )}
      {error && (
        <div className="mt-2">
          <ErrorBox message={errorMessage(error)} />
        </div>
      )}
    </div>
  );
}
