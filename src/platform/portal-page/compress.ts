/**
 * The served page compressed for the browser that asked: the build precompresses its assets, but
 * the page is written per merchant, so it is compressed here (gzip or brotli at a quick level: a
 * page of tens of KB takes about a millisecond). Inlined config and rendered markup are most of it.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

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

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An API answer compressed off the event loop's thread (zlib's pool): the game list is megabytes
 * of JSON, whose compression would stall every other request if done synchronously.
 */
export async function compressAnswer(body: string, encoding: Exclude<PageEncoding, 'identity'>): Promise<Buffer> {
  const data = Buffer.from(body);
  if (encoding === 'br') return brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  return gzipAsync(data, { level: 6 });
}
