import type { InputHTMLAttributes } from 'react';

export function Field({
  label,
  id,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-300">
        {label}
      </label>
      <input
        id={id}
        name={id}
        className="block w-full rounded-lg border border-slate-700 bg-ink-950 px-3 py-2.5 text-slate-100 placeholder-slate-500 focus:border-cyan-400 focus:outline-none"
        {...props}
      />
    </div>
  );
}
