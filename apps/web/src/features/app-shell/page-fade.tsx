import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';

export const PAGE_FADE_MS = 500;

/** App pages show a spinner for 500 ms, then fade in (spec section 2). */
export function PageFade({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), PAGE_FADE_MS);
    return () => clearTimeout(t);
  }, []);
  if (!ready) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading page" />
      </div>
    );
  }
  return <div className="animate-[fadein_300ms_ease-out]">{children}</div>;
}
