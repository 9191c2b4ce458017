/**
 * A proxy in front of the platform that serves its pages without their scripts: every `<script>`
 * element and module preload is taken out of HTML answers, everything else passes as the platform
 * sent it. A benchmark run through it measures what the server's markup and styles cost a browser
 * alone, the floor under whatever the scripts add.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';

/** The page without its scripts: script elements (inline and external) and module preloads. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

export interface MarkupOnlyProxy {
  port: number;
  close(): Promise<void>;
}

/** Starts the proxy for the platform on `upstreamPort`, on a free port of 127.0.0.1. */
export async function startMarkupOnlyProxy(upstreamPort: number): Promise<MarkupOnlyProxy> {
  const server: Server = createServer((incoming, outgoing) => {
    // The HTML is asked for uncompressed so it can be edited; it is gzipped again on the way out.
    const headers: IncomingHttpHeaders = { ...incoming.headers, 'accept-encoding': 'identity' };
    const upstream = request({ host: '127.0.0.1', port: upstreamPort, path: incoming.url, method: incoming.method, headers }, (answer) => {
      if (!String(answer.headers['content-type'] ?? '').includes('text/html')) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = gzipSync(withoutScripts(Buffer.concat(chunks).toString('utf8')));
        // The body's length and framing are the new body's, not the platform's.
        const { 'content-length': _length, 'transfer-encoding': _framing, ...rest } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, { ...rest, 'content-encoding': 'gzip', 'content-length': body.length });
        outgoing.end(body);
      });
    });
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`platform unreachable: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
