import type { ReactNode } from 'react';
import { SkipLink } from '@/components/layout/skip-link.tsx';
import { Logo } from '@/components/ui/logo.tsx';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,rgba(34,211,238,0.08),transparent_60%)] px-4 py-10">
      <SkipLink />
      <header className="mb-8">
        <Logo />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="w-full max-w-md rounded-2xl border border-white/10 bg-ink-850/80 p-6 shadow-2xl outline-none sm:p-8"
      >
        <h1 className="text-2xl font-bold text-white">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-400">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
