// The client keeps the encryption schemes (and crypto-js) out of the first page: they load with a
// dynamic import at the first encrypted call, and des-rsa takes only the crypto-js parts it uses.
import { build } from 'esbuild';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../../src/shared');

async function bundle(entry: string): Promise<{ entry: string; chunks: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    outdir: '/tmp/bundle-test-out',
    logLevel: 'silent',
    minify: true,
  });
  const files = result.outputFiles;
  const main = files.find((f) => /client\.js$|des-rsa\.js$/.test(f.path));
  if (!main) throw new Error('entry output missing');
  return { entry: main.text, chunks: files.filter((f) => f !== main).map((f) => f.text) };
}

// Markers of crypto-js code (property names survive minification).
const CRYPTO_JS = /TripleDES|WordArray/;

describe('bundle size', () => {
  it('the platform client loads the crypto schemes only through a dynamic import', async () => {
    const { entry, chunks } = await bundle(join(src, 'api/client.ts'));
    expect(entry).not.toMatch(CRYPTO_JS);
    expect(entry).toMatch(/import\(["']\.\/[^"']+\.js["']\)/);
    expect(chunks.some((text) => CRYPTO_JS.test(text))).toBe(true);
  });

  it('des-rsa bundles only the crypto-js parts DES-ECB/PKCS#7 needs', async () => {
    const { entry, chunks } = await bundle(join(src, 'crypto/des-rsa.ts'));
    const all = [entry, ...chunks].join('\n');
    expect(all).toMatch(/TripleDES/);
    // Parts of the whole library des-rsa never uses.
    for (const unused of ['RIPEMD160', 'Rabbit', 'SHA3', 'SHA512', 'PBKDF2', 'RC4', 'Blowfish']) {
      expect(all, unused).not.toContain(`.${unused}=`);
    }
    // The whole of crypto-js minifies to ~73 kB; the DES parts with the scheme to ~30 kB.
    expect(all.length).toBeLessThan(45_000);
  });
});
