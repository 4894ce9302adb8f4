import { StatusPill } from './status-pill.tsx';

/**
 * Marks an analysis whose reading its owner checked (confirmed or fixed) before paying: a small
 * pill that reads "reading checked by you".
 */
export function CheckedBadge({ compact = false }: { compact?: boolean }) {
  return (
    <StatusPill
      testId="checked-badge"
      tone="emerald"
      iconPath="M3 8.5l3.2 3L13 4.5"
      strokeWidth="2"
      compact={compact}
    >
      {compact ? (
        <>
          checked<span className="sr-only">: reading checked by you</span>
        </>
      ) : (
        'reading checked by you'
      )}
    </StatusPill>
  );
}
