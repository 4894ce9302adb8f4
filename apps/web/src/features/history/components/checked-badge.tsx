/**
 * Marks an analysis whose reading its owner checked (confirmed or fixed) before paying: a small
 * pill that reads "reading checked by you".
 */
export function CheckedBadge({ compact = false }: { compact?: boolean }) {
  return (
    <span
      data-testid="checked-badge"
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border border-emerald-400/40 bg-emerald-400/10 font-medium text-emerald-200 ${
        compact ? 'px-1.5 text-[11px] leading-4' : 'px-2 py-0.5 text-xs'
      }`}
    >
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        className={compact ? 'h-2.5 w-2.5' : 'h-3 w-3'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 8.5l3.2 3L13 4.5" />
      </svg>
      {compact ? (
        <>
          checked<span className="sr-only">: reading checked by you</span>
        </>
      ) : (
        'reading checked by you'
      )}
    </span>
  );
}
