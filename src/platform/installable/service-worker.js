// @ts-check
/// <reference lib="webworker" />
// The portal's service worker (what makes the portal installable), served as /sw.js on each merchant's host.
// It keeps two things and nothing else:
// - the hashed build files (/assets/..., /desk/assets/...): their names change with their content,
//   so a cached copy is never stale; the ones the page starts with are fetched at install;
// - the merchant's offline page (/offline.html), shown when a page cannot be loaded.
// Every other request (the platform's calls with balances and personal data, merchant files, the
// page itself) goes to the network untouched: no answer of the platform is ever stored here.
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const VERSION = 'v1';
const SHELL = `portal-shell-${VERSION}`;
const ASSETS = `portal-assets-${VERSION}`;
const OFFLINE = '/offline.html';
const HASHED = /^\/(desk\/)?assets\//;

sw.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const shell = await caches.open(SHELL);
    await shell.add(OFFLINE);
    // The files the page starts with, read from the page itself (their names carry the build's
    // hashes): links, and the loader's entry and preloads (portal-page/inline-loader.ts).
    const page = await fetch('/', { cache: 'no-store' });
    const html = await page.text();
    const named = [...html.matchAll(/(?:src|href|data-entry|data-preload)="([^"]+)"/g)].flatMap((match) => match[1].split(' '));
    const files = [...new Set(named.filter((file) => file.startsWith('/assets/')))];
    const assets = await caches.open(ASSETS);
    await assets.addAll(files);
    await sw.skipWaiting();
  })());
});

sw.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== SHELL && name !== ASSETS) await caches.delete(name);
    await sw.clients.claim();
  })());
});

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(async () => (await caches.match(OFFLINE, { cacheName: SHELL })) ?? Response.error()));
    return;
  }
  if (HASHED.test(url.pathname)) event.respondWith(cacheFirst(request));
});

/** @param {Request} request */
async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
