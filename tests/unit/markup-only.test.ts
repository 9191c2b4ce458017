import { describe, expect, it } from 'vitest';
import { createServer, get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startMarkupOnlyProxy, withoutScripts } from '../../scripts/lib/markup-only.ts';

const PAGE = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-dom-2.js">',
  '<link rel="stylesheet" href="/assets/index.css">',
  '<script>window.__BOOT__ = {"a": "</div>"};</script>',
  '</head><body><div id="root"><h1>Home</h1><img src="/banner.svg" alt=""></div>',
  '<SCRIPT>\nalert(1)\n</SCRIPT></body></html>',
].join('\n');

describe('withoutScripts', () => {
  it('takes out every script element and module preload and keeps the rest', () => {
    const out = withoutScripts(PAGE);
    expect(out).not.toMatch(/script|modulepreload|__BOOT__|alert/i);
    expect(out).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(out).toContain('<div id="root"><h1>Home</h1><img src="/banner.svg" alt=""></div>');
  });
});

describe('startMarkupOnlyProxy', () => {
  it('serves pages without scripts, gzipped, and other answers as the platform sent them', async () => {
    const platform = createServer((request, response) => {
      if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-from': 'platform' });
        response.end(PAGE);
      } else {
        response.writeHead(200, { 'content-type': 'application/javascript' });
        response.end('console.log("kept")');
      }
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', () => resolve()));
    const address = platform.address();
    const proxy = await startMarkupOnlyProxy(typeof address === 'object' && address ? address.port : 0);
    const fetchRaw = (path: string) => new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port: proxy.port, path, headers: { 'accept-encoding': 'gzip' } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    try {
      const page = await fetchRaw('/');
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['x-from']).toBe('platform');
      expect(gunzipSync(page.body).toString()).toBe(withoutScripts(PAGE));
      const script = await fetchRaw('/assets/index-1.js');
      expect(script.body.toString()).toBe('console.log("kept")');
    } finally {
      await proxy.close();
      await new Promise<void>((resolve) => platform.close(() => resolve()));
    }
  });
});
