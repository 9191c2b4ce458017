// i18next set-up. Only the current language's strings are downloaded: each locale file is its own
// chunk (import.meta.glob without `eager`), loaded when the language becomes current.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { findLanguage, textDirection } from '../../shared/i18n/languages.ts';
import { fetchMerchantTexts } from '../engine/config.ts';

type Strings = Record<string, string>;

const loaders = import.meta.glob<Strings>('../../shared/i18n/locales/*.json', { import: 'default' });

function loaderFor(code: string): (() => Promise<Strings>) | undefined {
  return loaders[`../../shared/i18n/locales/${code}.json`];
}

/** Languages that have their own strings; the others fall back to English under their own code. */
export function hasOwnStrings(code: string): boolean {
  return loaderFor(code) !== undefined;
}

async function loadStrings(code: string): Promise<Strings> {
  const own = loaderFor(code) ?? loaderFor('EN');
  // The merchant's texts (fetched alongside the locale chunk) add keys or override shipped ones.
  const [shipped, merchant] = await Promise.all([own ? own() : Promise.resolve({}), fetchMerchantTexts(code)]);
  return { ...shipped, ...merchant };
}

export async function initI18n(code: string): Promise<I18n> {
  const strings = await loadStrings(code);
  await i18next.use(initReactI18next).init({
    lng: code,
    resources: { [code]: { translation: strings } },
    fallbackLng: false,
    // Locale files are flat ("nav.home"): dots are part of the key, not a path.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(code);
  return i18next;
}

export async function changeLanguage(code: string): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'translation')) {
    i18next.addResourceBundle(code, 'translation', await loadStrings(code));
  }
  await i18next.changeLanguage(code);
  applyDocumentLanguage(code);
}

/** `<html lang>` uses the BCP 47 tag; `dir` follows the language's writing direction. */
export function applyDocumentLanguage(code: string): void {
  const root = document.documentElement;
  root.lang = bcp47(code);
  root.dir = textDirection(code);
}

export function bcp47(code: string): string {
  return findLanguage(code)?.locale ?? code.toLowerCase();
}
