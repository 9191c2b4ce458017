// Every catalogue language's name and flag: a chunk of its own, loaded when the language picker
// is about to open (language-art.ts), never in a first page.
import { NATIVE_NAMES } from '../../shared/i18n/language-names.ts';
import { FLAG_DRAWINGS } from '../../shared/i18n/language-flags.ts';
import type { LanguageArt } from './language-art.ts';

export const catalogueArt = (): [string, LanguageArt][] =>
  Object.entries(NATIVE_NAMES).map(([code, name]) => [code, { name, flag: FLAG_DRAWINGS[code] ?? null }]);
