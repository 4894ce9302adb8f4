import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

// Every variant has a 1 px border (transparent where it is not drawn), so buttons of different
// variants side by side, or in cards next to each other, are the same size.
const styles: Record<Variant, string> = {
  primary:
    'border border-transparent bg-cyan-500 text-ink-950 hover:bg-cyan-400 disabled:bg-cyan-500/50 shadow-lg shadow-cyan-500/10',
  secondary:
    'border border-slate-600 bg-ink-800 text-slate-100 hover:border-slate-400 disabled:opacity-50',
  ghost:
    'border border-transparent text-slate-300 hover:bg-white/5 hover:text-white disabled:opacity-50',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition disabled:cursor-not-allowed ${styles[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button className={buttonClass(variant, className)} {...props} />;
}
