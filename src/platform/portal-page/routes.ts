/**
 * Serves the built portal from `dist/` with an SPA fallback to index.html for non-API paths,
 * and the 404 envelope for unknown API paths. If the build is missing, a page says how to build.
 * The page is written per request's merchant (`pageFor`, portal-page/): its config, language,
 * title and colours inlined, so the first paint waits for no script and no call.
 * The payments desk is its own build in `dist/desk/`: /desk and every page under it answer its
 * index.html.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { fail } from '../../shared/envelope.ts';
import { portalCsp } from '../games/origin.ts';
import { compressPage, pickEncoding } from './compress.ts';

const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/dev', '/idp', '/demo-games'];

/** Each prefix followed by what may come after it (made once: every request asks). */
const API_STARTS = API_PREFIXES.flatMap((p) => [`${p}/`, `${p}?`]);

export const isApiPath = (url: string): boolean => API_STARTS.some((start) => url.startsWith(start)) || API_PREFIXES.includes(url);

/** Headers on every response; the CSP's frame-src lists exactly the launch hosts (game-origin.ts). */
export function securityHeaders(launchOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': portalCsp(launchOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** The headers of a platform without launch hosts (no game frames at all). */
export const SECURITY_HEADERS: Record<string, string> = securityHeaders([]);

const NO_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The portal is not built yet</h1><p>Run <code>npx vite build</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>`;

export interface PortalRouteOptions {
  distDir: string;
  /** The page for this request from the build's index.html; without it the file is served as built. */
  pageFor?: (request: FastifyRequest, template: string) => Promise<string>;
}

export function createPortalRoutes(options: PortalRouteOptions) {
  return async (app: FastifyInstance) => {
    const indexFile = join(options.distDir, 'index.html');
    const deskIndexFile = join(options.distDir, 'desk', 'index.html');
    if (existsSync(indexFile)) {
      await app.register(fastifyStatic, {
        root: options.distDir, wildcard: true, index: false, serveDotFiles: false,
        // <dist>/server is the server-rendering build (portal-page/ssr.ts) and <dist>/platform the
        // platform's own (scripts/build-platform.mjs): the server's, not the browser's.
        allowedPath: (path) => !path.startsWith('/server/') && !path.startsWith('/platform/'),
        // The build writes .br/.gz beside each asset (vite.config.ts); asset names carry a content
        // hash, so a browser may keep them for good.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (response, path) => {
          const hashed = path.startsWith(join(options.distDir, 'assets')) || path.startsWith(join(options.distDir, 'desk', 'assets'));
          response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
        },
      });
    }
    // The build's page, read again only when a new build replaced it.
    let template: { mtimeMs: number; text: string } | null = null;
    const readTemplate = async (): Promise<string> => {
      const { mtimeMs } = await stat(indexFile);
      if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, text: await readFile(indexFile, 'utf8') };
      return template.text;
    };
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!existsSync(indexFile)) return reply.code(503).type('text/html; charset=utf-8').send(NO_BUILD_PAGE);
      const text = await readTemplate();
      const page = options.pageFor ? await options.pageFor(request, text) : text;
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      // The page differs by host (merchant) and the Merchant header, and by what the browser accepts.
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Host, Merchant, Accept-Encoding')
        .send(compressPage(page, encoding));
    };
    const sendDesk = async (reply: FastifyReply) => {
      if (!existsSync(deskIndexFile)) return reply.code(503).type('text/html; charset=utf-8').send(NO_BUILD_PAGE);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(await readFile(deskIndexFile));
    };
    app.get('/', async (request, reply) => sendIndex(request, reply));
    app.get('/desk', async (_request, reply) => sendDesk(reply));
    // The static files' wildcard would answer a folder path such as /desk/ with 403.
    app.get('/desk/', async (_request, reply) => sendDesk(reply));
    // The page itself, always through the SPA answer (no-cache), never as a static file.
    app.get('/index.html', async (request, reply) => sendIndex(request, reply));
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      // Routes without an extension and `.html` routes (`/register.html`, old links) get the
      // portal page; any other missing file (`/assets/x.js`, `/logo.png`) stays a 404 envelope.
      const wantsPage = request.method === 'GET' && !isApiPath(path) && (!/\.[a-z0-9]{1,8}$/i.test(path) || /\.html?$/i.test(path));
      if (wantsPage) return path === '/desk' || path.startsWith('/desk/') ? sendDesk(reply) : sendIndex(request, reply);
      return reply.code(404).send(fail('not_found', `No such call: ${request.method} ${path}`));
    });
  };
}
