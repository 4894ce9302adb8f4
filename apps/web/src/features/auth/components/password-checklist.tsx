import { PASSWORD_CHECKLIST_TITLE, passwordChecks } from '@candlelens/contracts';

export function PasswordChecklist({ password }: { password: string }) {
  return (
    <div className="rounded-lg border border-white/5 bg-ink-950/60 p-3 text-sm" aria-live="polite">
      <p className="mb-2 font-medium text-slate-300">{PASSWORD_CHECKLIST_TITLE}</p>
      <ul className="space-y-1">
        {passwordChecks.map((c) => {
          const ok = c.test(password);
          return (
            <li
              key={c.id}
              data-check={c.id}
              data-met={ok}
              className={`flex items-center gap-2 ${ok ? 'text-emerald-400' : 'text-slate-400'}`}
            >
              <span aria-hidden="true" className="w-4 text-center">
                {ok ? '✓' : '○'}
              </span>
              <span>{c.label}</span>
              <span className="sr-only">{ok ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
