// Installable: the merchant's manifest and theme colour in the page, and the service
// worker (served by the platform as /sw.js) registered once the page has loaded, so it never
// competes with the first screen for the network. Development builds skip the worker: Vite's
// modules are not hashed files it could keep.
export function makeInstallable(themeColor: string | undefined, doc: Document = document): void {
  if (!doc.querySelector('link[rel="manifest"]')) {
    const link = doc.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    doc.head.appendChild(link);
  }
  if (themeColor) {
    let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) {
      meta = doc.createElement('meta');
      meta.name = 'theme-color';
      doc.head.appendChild(meta);
    }
    meta.content = themeColor;
  }
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (doc.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
