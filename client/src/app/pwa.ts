/**
 * Registers the service worker that vite-plugin-pwa builds (client/vite.config.ts; README "Offline and
 * installable app"), in production builds only: the dev server has no sw.js, and a worker there would serve
 * stale modules. Plain `register()` is enough (no workbox-window on the first visit): the worker activates a new
 * deploy by itself (skipWaiting, clientsClaim).
 *
 * Registered once the first screen is the app's (`firstScreen`), SW_REGISTER_DELAY_MS later, when the main thread
 * is idle: the worker's install downloads and stores some 100 files, and that work (its own thread, the browser's
 * network threads) took 0.4-0.5 s of a two-core machine's CPU beside the first screen's code (issue 19). The
 * page's `load` event no longer marks that moment: it fires once the static copy is parsed, before the code loads.
 */
export const SW_REGISTER_DELAY_MS = 2_000;

/** A resolve once the main thread is idle (requestIdleCallback; Safari has none, so a timer there). */
const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 5_000 });
    else setTimeout(resolve, 0);
  });

/** Resolves when the worker may register: after the page's `load` and `firstScreen`, SW_REGISTER_DELAY_MS, idle. */
export async function registrationTime(firstScreen: Promise<void>): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  await Promise.all([loaded, firstScreen]);
  await new Promise((resolve) => setTimeout(resolve, SW_REGISTER_DELAY_MS));
  await whenIdle();
}

/** Where vite-plugin-pwa writes the web app manifest (client/vite.config.ts, offlineApp). */
export const MANIFEST_URL = '/manifest.webmanifest';

/**
 * Links the web app manifest, once. The build takes its `<link rel="manifest">` out of the pages
 * (client/vite.config.ts, manifestWithWorker), so the browser neither fetches it nor the icon it names during the
 * first load: Chromium fetched both at once to see whether the app is installable, and drew the SVG icon as a
 * document of its own on the page's main thread (issue 19). The manifest serves installing the app, which can wait
 * the few seconds until the worker that keeps it working offline registers: this runs then.
 */
export function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  document.head.append(link);
}

export function registerServiceWorker(firstScreen: Promise<void>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // A deploy's worker replacing the one that served this page: the page's own files leave the precache with
  // the old worker, so the page reloads onto the new build (as vite-plugin-pwa's autoUpdate does). The first
  // install (no worker before) changes nothing on screen.
  if (serviceWorker.controller) serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  const register = () => {
    linkManifest();
    serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('service worker not registered', error));
  };
  void registrationTime(firstScreen).then(register);
}
