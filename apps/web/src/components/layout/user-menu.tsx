import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { displayName, signOut, useSession } from '@/lib/session.ts';

export function UserMenu() {
  const { data: user } = useSession();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = displayName(user);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) =>
      ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  async function onSignOut() {
    setOpen(false);
    try {
      await signOut();
    } finally {
      queryClient.clear();
      void navigate('/', { replace: true });
    }
  }

  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        // Phones show only the initial: an even padding makes the button a circle around it.
        className="flex shrink-0 items-center gap-2 rounded-full border border-white/10 p-1 text-sm text-slate-200 hover:border-white/25 sm:pr-3"
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-cyan-500/20 text-xs font-bold text-cyan-300"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
        {/* The name is the button's name; phones show only the initial, so it is read but not seen there. */}
        <span className="sr-only sm:not-sr-only sm:max-w-[10rem] sm:truncate">{name}</span>
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-40 mt-2 w-56 rounded-xl border border-white/10 bg-ink-850 p-1 shadow-xl"
        >
          <div className="px-3 py-2 text-sm">
            <p className="font-semibold text-white">{name}</p>
            <p className="truncate text-slate-400">{user?.email}</p>
          </div>
          <button
            type="button"
            role="menuitem"
            onClick={onSignOut}
            className="w-full rounded-lg px-3 py-2 text-left text-sm text-slate-200 hover:bg-white/5"
          >
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
