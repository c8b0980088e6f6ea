/**
 * Registers the service worker (apps/web/public/sw.js: push notifications and the offline
 * page; docs/notifications.md) once the page has loaded, so it never competes with the first
 * paint. Only in built apps: under the dev server it would answer page loads from the network
 * anyway, and an old worker left behind confuses debugging.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Without it the game works the same, minus push and the offline page.
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
