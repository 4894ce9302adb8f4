/** What the reader noted about a reading (drawings left out, labels re-read, a halved colour),
 * folded away under its count. */
export function ReadingNotes({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <details
      data-testid="reading-notes"
      className="rounded-xl border border-white/5 px-3 py-2 text-xs text-slate-400"
    >
      <summary className="cursor-pointer select-none text-slate-400 hover:text-slate-200">
        Reading notes ({warnings.length})
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {warnings.map((w, i) => (
          <li key={i}>{w}</li>
        ))}
      </ul>
    </details>
  );
}
