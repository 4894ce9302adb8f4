import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startFirstLoad } from './app/router.tsx';
import './styles.css';

startFirstLoad(window.location.pathname);

// The installed app's service worker (built into dist/sw.js): the app shell for a quick start,
// and the receiver of screenshots shared from other apps. Registered once the page has loaded,
// so it never competes with the first drawing.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
