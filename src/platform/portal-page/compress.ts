/**
 * The served page compressed for the browser that asked: the build precompresses its assets, but
 * the page is written per merchant, so it is compressed here (gzip or brotli at a quick level: a
 * page of tens of KB takes about a millisecond). Inlined config and rendered markup are most of it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

export function pickEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const accepted = String(acceptEncoding ?? '').toLowerCase().split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

export function compressPage(html: string | Buffer, encoding: PageEncoding): Buffer {
  const data = typeof html === 'string' ? Buffer.from(html) : html;
  if (encoding === 'br') return brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(data, { level: 6 });
  return data;
}
