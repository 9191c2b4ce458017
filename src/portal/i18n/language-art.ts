// A language's name in itself and its flag, for the language picker (shell/LanguageSwitch.tsx).
// A first page needs only the current language's: it comes in the chunk of that language's first
// texts (vite.config.ts localeParts writes it there as `art`), so it costs no request. The whole
// catalogue (shared/i18n/language-names.ts and language-flags.ts, about 2.3 KB gzipped) loads when
// the picker is about to open: a pointer over its button, focus, a touch, the click itself.
import { useSyncExternalStore } from 'react';

export interface LanguageArt {
  /** The language's name in itself. */
  name: string;
  /** Its flag as SVG markup in a 24×18 box (our own constants), or null: the picker shows a globe. */
  flag: string | null;
}

const known = new Map<string, LanguageArt>();
const listeners = new Set<() => void>();
let version = 0;
let catalogueIn = false;

export function addLanguageArt(entries: Iterable<readonly [string, LanguageArt]>): void {
  for (const [code, art] of entries) known.set(code, art);
  version += 1;
  for (const listener of listeners) listener();
}

/** What is known of `code`: undefined until its art (or the catalogue) has arrived. */
export const languageArt = (code: string): LanguageArt | undefined => known.get(code);

/** Whether the whole catalogue is in: a code still unknown then has no name or flag of its own. */
export const catalogueLoaded = (): boolean => catalogueIn;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => version;

/** Re-renders the caller when art arrives (read it with languageArt). */
export function useLanguageArt(): void {
  useSyncExternalStore(subscribe, snapshot, snapshot);
}

let catalogue: Promise<void> | null = null;

/** Loads every catalogue language's name and flag (once; a failed load may be tried again). */
export function loadLanguageCatalogue(): Promise<void> {
  catalogue ??= import('./language-catalogue.ts').then(
    ({ catalogueArt }) => {
      catalogueIn = true;
      addLanguageArt(catalogueArt());
    },
    (error: unknown) => {
      catalogue = null;
      throw error;
    },
  );
  return catalogue;
}
