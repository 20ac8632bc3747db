/**
 * Registers the service worker that vite-plugin-pwa builds (client/vite.config.ts; README "Offline and
 * installable app"), in production builds only: the dev server has no sw.js, and a worker there would serve
 * stale modules. Registered after the page's load event, so its precache downloads never compete with the first
 * screen. Plain `register()` is enough (no workbox-window on the first visit): the worker activates a new deploy
 * by itself (skipWaiting, clientsClaim).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // A deploy's worker replacing the one that served this page: the page's own files leave the precache with
  // the old worker, so the page reloads onto the new build (as vite-plugin-pwa's autoUpdate does). The first
  // install (no worker before) changes nothing on screen.
  if (serviceWorker.controller) serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  const register = () => {
    serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
