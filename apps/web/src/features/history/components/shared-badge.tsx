/**
 * Marks an analysis its owner has shared: a small pill that reads "Shared", and to a screen
 * reader "Shared: anyone with the link can view it".
 */
export function SharedBadge({ compact = false }: { compact?: boolean }) {
  return (
    <span
      data-testid="shared-badge"
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border border-cyan-400/40 bg-cyan-400/10 font-medium text-cyan-200 ${
        compact ? 'px-1.5 text-[11px] leading-4' : 'px-2 py-0.5 text-xs'
      }`}
    >
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        className={compact ? 'h-2.5 w-2.5' : 'h-3 w-3'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      >
        <path d="M6.5 9.5l3-3M7 4.5l1-1a2.8 2.8 0 014 4l-1 1M9 11.5l-1 1a2.8 2.8 0 01-4-4l1-1" />
      </svg>
      Shared<span className="sr-only">: anyone with the link can view it</span>
    </span>
  );
}
