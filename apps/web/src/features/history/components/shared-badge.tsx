import { StatusPill } from './status-pill.tsx';

/**
 * Marks an analysis its owner has shared: a small pill that reads "Shared", and to a screen
 * reader "Shared: anyone with the link can view it".
 */
export function SharedBadge({ compact = false }: { compact?: boolean }) {
  return (
    <StatusPill
      testId="shared-badge"
      tone="cyan"
      iconPath="M6.5 9.5l3-3M7 4.5l1-1a2.8 2.8 0 014 4l-1 1M9 11.5l-1 1a2.8 2.8 0 01-4-4l1-1"
      strokeWidth="1.8"
      compact={compact}
    >
      Shared<span className="sr-only">: anyone with the link can view it</span>
    </StatusPill>
  );
}
