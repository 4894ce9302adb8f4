import type { ReactNode } from 'react';

/** Eyebrow, section title (h2) and a lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  center = true,
}: {
  id?: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  center?: boolean;
}) {
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold tracking-wide text-cyan-400 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-base leading-7 text-slate-400">{children}</p>}
    </div>
  );
}
