import { useEffect, useState } from 'react';
import { messages, relativeTime } from '@candlelens/contracts';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { analysisTitle } from '@/lib/analysis-title.ts';
import { useRecentAnalyses } from '../api/list-analyses.ts';
import { CheckedBadge } from './checked-badge.tsx';
import { SharedBadge } from './shared-badge.tsx';

/** Re-render every minute so relative times ('5 minutes ago') stay true. */
function useMinuteTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

/** The 10 newest analyses of the past 7 days as a two-column grid of thumbnails. */
export function CompactHistory({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const recent = useRecentAnalyses();
  const now = useMinuteTick();
  if (recent.isPending) return <p className="text-sm text-slate-400">{messages.historyLoading}</p>;
  if (recent.isError) return <ErrorBox message="Failed to load charts" />;
  if (recent.data.items.length === 0)
    return <p className="text-sm text-slate-400">{messages.compactHistoryEmpty}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3" aria-label="Recent analyses">
      {recent.data.items.slice(0, 10).map((item) => {
        const title = analysisTitle(item.type);
        const selected = item.id === selectedId;
        return (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onSelect(item.id)}
              aria-pressed={selected}
              data-testid="recent-analysis"
              className={`group block w-full overflow-hidden rounded-xl border text-left transition ${
                selected
                  ? 'border-cyan-400/70 ring-1 ring-cyan-400/40'
                  : 'border-white/10 hover:border-cyan-400/40'
              }`}
            >
              <img
                src={item.thumbnailUrl}
                alt=""
                loading="lazy"
                className="aspect-video w-full bg-black/30 object-cover"
              />
              <span className="block px-2 py-1.5">
                <span className="block truncate text-xs font-medium text-slate-200">{title}</span>
                <span className="flex items-center justify-between gap-1 text-xs text-slate-400">
                  {relativeTime(item.createdAt, now)}
                  <span className="flex items-center gap-1">
                    {item.readingChecked && <CheckedBadge compact />}
                    {item.share && <SharedBadge compact />}
                  </span>
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
