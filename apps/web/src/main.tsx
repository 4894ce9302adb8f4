import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startFirstLoad } from './app/router.tsx';
import './styles.css';

startFirstLoad(window.location.pathname);

// The installed app's service worker (built into dist/sw.js): the app shell for a quick start,
// and the receiver of screenshots shared from other apps. A first visit registers it at the
// visitor's first tap, key or scroll, so installing it (fetching and keeping the shell) never
// competes with the page's first drawing; where it is already in charge it is checked for a new
// version once the page has loaded.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (navigator.serviceWorker.controller) window.addEventListener('load', register, { once: true });
  else
    for (const type of ['pointerdown', 'keydown', 'scroll'])
      window.addEventListener(type, register, { once: true, passive: true });
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
