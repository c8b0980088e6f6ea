// The service worker of Tales of Deeds (docs/notifications.md). Plain JavaScript served from the
// site root, so its scope is the whole site. It does two things only:
// - shows push notifications (the server sends JSON: {title, body, url, tag}) and opens or
//   focuses the game on a click;
// - answers a page load that fails for want of a network with the cached offline page.
// Nothing else is intercepted: the API, the live streams (EventSource) and the hashed assets
// always go to the network and the browser's own cache.

const CACHE = 'tod-shell-v1';
const OFFLINE_URL = '/offline.html';
const SHELL = [OFFLINE_URL, '/icon-192.png', '/favicon.ico'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('tod-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Not ours to answer: other sites, the API and its event streams.
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if ((request.headers.get('accept') || '').includes('text/event-stream')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL).then((cached) => cached || Response.error())));
    return;
  }
  // The offline page's own picture, while offline.
  if (SHELL.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname).then((cached) => cached || Response.error())));
  }
});

self.addEventListener('push', (event) => {
  let payload = { title: 'Tales of Deeds', body: 'Something happened in the game.', url: '/', tag: 'tod' };
  try {
    if (event.data) payload = { ...payload, ...event.data.json() };
  } catch {
    // A payload that is not JSON still shows the generic notification.
  }
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : '/';
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client || open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
