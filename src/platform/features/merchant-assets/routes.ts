/**
 * The host merchant's branding files: `GET /merchant-assets/<file>` serves `branding.logo`,
 * `branding.favicon` and the content files' art from `merchants/<code>/`, and nothing else (any other name, another
 * merchant's file, a traversal attempt: 404 envelope). An SVG is served under a CSP that lets it
 * style itself but never run script or load anything.
 */
import { createHash } from 'node:crypto';
import { realpath, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../../shared/envelope.ts';
import type { MerchantRegistry } from '../../merchants.ts';
import { ASSET_TYPES, brandingFiles } from './assets.ts';

/** What an SVG may do when opened directly: inline styles, nothing else (no script, no fetches). */
export const ASSET_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const CACHE_CONTROL = 'public, max-age=3600, must-revalidate';

export function createMerchantAssetRoutes(options: { merchantsDir: string; merchants: MerchantRegistry }) {
  return async (app: FastifyInstance) => {
    const notFound = (request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send(fail('not_found', `No such file: ${request.url.split('?')[0] ?? ''}`));

    app.get('/merchant-assets/*', async (request, reply) => {
      const name = (request.params as { '*'?: string })['*'] ?? '';
      const merchant = request.merchant;
      if (!brandingFiles(merchant).includes(name)) return notFound(request, reply);
      const folder = join(options.merchantsDir, merchant.code);
      let body: Buffer;
      try {
        // Resolved through links, the file must still be inside the merchant's own folder.
        const [realFolder, realFile] = await Promise.all([realpath(folder), realpath(join(folder, name))]);
        if (!realFile.startsWith(realFolder + sep)) return notFound(request, reply);
        body = await readFile(realFile);
      } catch {
        return notFound(request, reply);
      }
      const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply
        .header('Content-Security-Policy', ASSET_CSP)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', CACHE_CONTROL)
        .header('ETag', etag)
        .header('Vary', 'Host, Merchant');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(ASSET_TYPES[extension] ?? 'application/octet-stream').send(body);
    });
  };
}
