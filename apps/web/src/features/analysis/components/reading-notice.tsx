import type { StoredReading } from '@candlelens/contracts';

/** Below this the reading is analysed, but the trader is told to check it. */
export const LOW_CONFIDENCE = 0.6;

function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * A calm note when part of the chart was hard to read: which part, and what to check. Nothing
 * when the reading is sure.
 */
export function ReadingNotice({
  reading,
}: {
  reading: Pick<StoredReading, 'uncertain' | 'confidence'>;
}) {
  const parts = (reading.uncertain ?? []).filter((p) => p.trim().length > 0);
  const low = reading.confidence !== undefined && reading.confidence < LOW_CONFIDENCE;
  if (!parts.length && !low) return null;
  return (
    <p
      role="note"
      data-testid="reading-notice"
      className="mt-3 rounded-lg border border-sky-400/30 bg-sky-400/10 px-3 py-2 text-xs leading-5 text-sky-100"
    >
      {parts.length ? (
        <>
          Some of this chart was hard to read:{' '}
          <strong className="font-semibold">{listOf(parts)}</strong>. The analysis uses the best
          reading, but check those parts against your chart before you rely on them.
        </>
      ) : (
        <>
          This chart was harder to read than most, so the analysis is less certain than usual. Check
          the levels against your chart before you rely on them.
        </>
      )}
    </p>
  );
}
