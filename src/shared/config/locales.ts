// Translation files (src/shared/i18n/locales/<CODE>.json, flat keys), read once per validation run,
// with the texts block folders hold (block-texts.ts): both are the portal's shipped texts.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { shippedBlockTexts } from './block-texts.ts';

export interface Locales {
  has(code: string): boolean;
  hasKey(code: string, key: string): boolean;
  /** Why an existing file is unusable (invalid JSON, not an object), if it is. */
  brokenReason(code: string): string | undefined;
  pathFor(code: string): string;
  /** Where a missing key can be added (a merchant's texts file can too: see texts.ts). */
  keyFile(code: string): string;
}

type Entry = { keys: Record<string, unknown> } | { broken: string } | null;

export function readLocales(dir: string): Locales {
  const cache = new Map<string, Entry>();
  const pathFor = (code: string) => join(dir, `${code}.json`);
  const read = (code: string): Entry => {
    if (!cache.has(code)) {
      const path = pathFor(code);
      let entry: Entry = null;
      if (existsSync(path)) {
        try {
          const keys: unknown = JSON.parse(readFileSync(path, 'utf8'));
          entry = keys && typeof keys === 'object' && !Array.isArray(keys) ? { keys: { ...shippedBlockTexts(code), ...(keys as Record<string, unknown>) } } : { broken: 'it is not a JSON object' };
        } catch (error) {
          entry = { broken: (error as Error).message };
        }
      }
      cache.set(code, entry);
    }
    return cache.get(code) ?? null;
  };
  return {
    has: (code) => read(code) !== null,
    hasKey: (code, key) => {
      const entry = read(code);
      return entry !== null && 'keys' in entry && typeof entry.keys[key] === 'string';
    },
    brokenReason: (code) => {
      const entry = read(code);
      return entry !== null && 'broken' in entry ? entry.broken : undefined;
    },
    pathFor: (code) => relative(process.cwd(), pathFor(code)),
    keyFile: (code) => relative(process.cwd(), pathFor(code)),
  };
}
