/**
 * The desk's texts on i18next, as the portal's: src/desk/i18n/locales/<CODE>.json (flat keys,
 * `{{name}}` placeholders), the platform's language codes. The desk's own instance and files, so
 * the portal's locales do not carry desk texts; every file has every key
 * (tests/unit/desk-locales.test.ts). English is in the bundle, the fallback of every key; another
 * language loads when picked. i18next knows a language by its BCP 47 tag (bn, zh-Hans, ...), so
 * `t(key, { count })` reads the plural form (`key_one`, `key_few`, ...) CLDR's rules pick for it.
 */
import i18next, { type i18n as I18n } from 'i18next';
import EN from './locales/EN.json';
import { bcp47 } from '../../shared/i18n/languages.ts';
import type { DeskLanguage } from './languages.ts';

export type Strings = Record<string, string>;
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

const loaders = import.meta.glob<Strings>(['./locales/*.json', '!./locales/EN.json'], { import: 'default' });

/** An i18next instance with English loaded, showing `language` once loadLanguage has run. */
export function createDeskTexts(): I18n {
  const texts = i18next.createInstance();
  void texts.init({
    lng: bcp47('EN'),
    fallbackLng: bcp47('EN'),
    resources: { [bcp47('EN')]: { translation: EN } },
    // Keys are flat ("errorCode.login.failed"), never nested paths.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; the texts are the desk's own.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return texts;
}

/** Loads the language's file (once) and switches to it. */
export async function loadLanguage(texts: I18n, language: DeskLanguage): Promise<void> {
  const tag = bcp47(language);
  if (!texts.hasResourceBundle(tag, 'translation')) {
    const load = loaders[`./locales/${language}.json`];
    if (load) texts.addResourceBundle(tag, 'translation', await load());
  }
  await texts.changeLanguage(tag);
}

export const translate = (texts: I18n): Translate => (key, vars) => texts.t(key, vars);

/** The text of a failed call: its errorCode's message in the operator's language. */
export function errorMessage(t: Translate, error: unknown): string {
  const code = (error as { errorCode?: unknown } | null)?.errorCode;
  if (typeof code === 'string') {
    const text = t(`errorCode.${code}`);
    if (text !== `errorCode.${code}`) return text;
  }
  return t('error.unknown');
}
