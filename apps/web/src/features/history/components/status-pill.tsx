import type { ReactNode } from 'react';

const TONES = {
  cyan: 'border-cyan-400/40 bg-cyan-400/10 text-cyan-200',
  emerald: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200',
} as const;

/** A small pill with an icon (a 16x16 stroked path) and its words, beside a history entry. */
export function StatusPill({
  testId,
  tone,
  iconPath,
  strokeWidth,
  compact,
  children,
}: {
  testId: string;
  tone: keyof typeof TONES;
  iconPath: string;
  strokeWidth: string;
  compact: boolean;
  children: ReactNode;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border font-medium ${TONES[tone]} ${
        compact ? 'px-1.5 text-[11px] leading-4' : 'px-2 py-0.5 text-xs'
      }`}
    >
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        className={compact ? 'h-2.5 w-2.5' : 'h-3 w-3'}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={iconPath} />
      </svg>
      {children}
    </span>
  );
}
