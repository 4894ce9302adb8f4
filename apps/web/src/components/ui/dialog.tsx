import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog: labelled by its title, Escape and the backdrop close it (unless busy),
 * focus moves in on open, stays inside with Tab, and returns to where it was on close.
 */
export function Dialog({
  title,
  onClose,
  busy = false,
  children,
  badge,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
  badge?: ReactNode;
  /** Nearly the whole screen, for a chart; otherwise a narrow confirmation panel. */
  wide?: boolean;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const busyRef = useRef(busy);
  useEffect(() => {
    onCloseRef.current = onClose;
    busyRef.current = busy;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]');
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        if (!busyRef.current) onCloseRef.current();
      } else if (e.key === 'Tab' && panel.current) {
        const items = [
          ...panel.current.querySelectorAll<HTMLElement>(
            'button:not([disabled]), a[href], select, input, [tabindex]:not([tabindex="-1"])',
          ),
        ];
        const [head, tail] = [items[0], items.at(-1)];
        if (!head || !tail) return e.preventDefault();
        if (e.shiftKey && document.activeElement === head) {
          e.preventDefault();
          tail.focus();
        } else if (!e.shiftKey && document.activeElement === tail) {
          e.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        className="absolute inset-0 bg-black/70 backdrop-blur-sm"
        aria-hidden="true"
        onClick={() => !busy && onClose()}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[92vh] w-full overflow-y-auto rounded-t-2xl border border-white/10 bg-ink-850 shadow-2xl outline-none sm:rounded-2xl ${
          wide ? 'p-4 sm:max-w-[min(96vw,110rem)] sm:p-5' : 'p-6 sm:max-w-md'
        }`}
      >
        {badge}
        <h2 id={titleId} className="text-lg font-semibold text-white">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
