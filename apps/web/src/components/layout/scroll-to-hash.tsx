import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** New pages start at the top; a #hash scrolls smoothly to its section once it exists. */
export function ScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = hash.slice(1);
    let tries = 0;
    const timer = setInterval(() => {
      const el = document.getElementById(id);
      if (el || ++tries > 20) {
        clearInterval(timer);
        el?.scrollIntoView({ behavior: 'smooth' });
      }
    }, 50);
    return () => clearInterval(timer);
  }, [pathname, hash]);
  return <Outlet />;
}
