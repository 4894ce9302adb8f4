import type { StoredReading, StoredResult } from '@candlelens/contracts';
import { formatPrice } from '../lib/overlay-geometry.ts';
import { OVERLAY_COLORS } from './overlay-colors.ts';

/** The patterns drawn on the chart, numbered as on the overlay, with their targets. */
export function PatternLegend({
  reading,
  result,
}: {
  reading: StoredReading;
  result: StoredResult;
}) {
  if (result.patterns.length === 0) return null;
  return (
    <ol className="mt-3 space-y-1 text-xs text-slate-300" aria-label="Patterns on the chart">
      {result.patterns.map((p, i) => (
        <li key={`${p.name}-${i}`} className="flex items-start gap-2">
          <span
            className="mt-px inline-flex h-4 w-4 shrink-0 items-center justify-center rounded text-[10px] font-bold text-ink-950"
            style={{ background: OVERLAY_COLORS[p.bias] }}
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <span>
            <span className="font-medium text-white">{p.name}</span> · {p.bias}
            {p.target !== undefined && <> · target {formatPrice(reading, p.target)}</>}
            {p.reliability !== undefined && <> · hit rate {Math.round(p.reliability * 100)}%</>}
          </span>
        </li>
      ))}
    </ol>
  );
}
