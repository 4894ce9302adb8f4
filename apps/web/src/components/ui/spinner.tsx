export function Spinner({
  label = 'Loading',
  className = 'h-8 w-8',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <span
        className={`${className} animate-spin rounded-full border-2 border-slate-600 border-t-cyan-400`}
      />
    </span>
  );
}

export function FullScreenSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-ink-900">
      <Spinner />
    </div>
  );
}
