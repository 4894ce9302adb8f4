import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The product-wide effective date of the policies (spec: About page, 28/12/2024). */
export const EFFECTIVE_DATE = '28/12/2024';

/**
 * A long-form page (policies, about): title, effective date, a contents list and
 * numbered-free sections with h2 headings. Lays out for the public site and for
 * the narrower column of the signed-in app.
 */
export function LegalPage({
  title,
  eyebrow,
  intro,
  effectiveDate = EFFECTIVE_DATE,
  sections,
  children,
}: {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  effectiveDate?: string | null;
  sections: readonly LegalSection[];
  children?: ReactNode;
}) {
  // Inside the signed-in app the page sits in an already padded content column.
  const inApp = useLocation().pathname.startsWith('/app');
  return (
    <article
      className={`@container mx-auto w-full max-w-6xl ${inApp ? 'py-2 sm:py-4' : 'px-4 py-12 sm:py-16'}`}
    >
      <header className="max-w-3xl">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-cyan-400 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
        {effectiveDate && (
          <p className="mt-3 text-sm text-slate-400">
            Effective date: <time dateTime={isoDate(effectiveDate)}>{effectiveDate}</time>
          </p>
        )}
        {intro && <div className="mt-6 text-base leading-7 text-slate-300">{intro}</div>}
      </header>
      <div className="mt-10 grid gap-10 @4xl:grid-cols-[13rem_1fr] @4xl:gap-14">
        <nav aria-label="On this page" className="hidden @4xl:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
              On this page
            </p>
            <ul className="mt-3 space-y-2 border-l border-white/10 text-sm">
              {sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ml-px block border-l border-transparent pl-4 text-slate-400 hover:border-cyan-400 hover:text-white"
                  >
                    {s.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((s) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${s.id}-title`} className="text-xl font-semibold text-white">
                {s.title}
              </h2>
              <div className={PROSE}>{s.body}</div>
            </section>
          ))}
          {children}
        </div>
      </div>
    </article>
  );
}

/** Typography for policy text. */
export const PROSE =
  'mt-3 space-y-3 text-[0.95rem] leading-7 text-slate-300 [&_a]:font-medium [&_a]:text-cyan-400 [&_a:hover]:text-cyan-300 [&_a]:underline-offset-2 [&_a:hover]:underline [&_strong]:font-semibold [&_strong]:text-white [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_li]:marker:text-slate-400';

function isoDate(ddmmyyyy: string): string {
  const [d, m, y] = ddmmyyyy.split('/');
  return `${y}-${m}-${d}`;
}
