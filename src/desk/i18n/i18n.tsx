/**
 * The desk's texts: src/desk/i18n/locales/<CODE>.json (flat keys, `{{name}}` placeholders), the
 * platform's language codes. The desk's own, so the portal's locales do not carry desk texts;
 * every file has every key (tests/unit/desk-locales.test.ts). The operator picks the language;
 * the browser's language is the first guess.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import EN from './locales/EN.json';

import { bcp47 } from '../../shared/i18n/languages.ts';
import { DESK_LANGUAGES, type DeskLanguage } from './languages.ts';

export { DESK_LANGUAGES, LANGUAGE_NAMES, type DeskLanguage } from './languages.ts';
export type Strings = Record<string, string>;

// English is in the bundle (the fallback of every key); the others load when picked.
const loaders = import.meta.glob<Strings>(['./locales/*.json', '!./locales/EN.json'], { import: 'default' });
const LANGUAGE_KEY = 'desk.language';
const BROWSER: Record<string, DeskLanguage> = { en: 'EN', bn: 'BN', zh: 'CN', vi: 'VI', th: 'TH', ar: 'AR', ja: 'JA' };

/** The operator's language now (the picker saves it): the desk client sends it, so platform texts in desk lists come in it. */
export function deskLanguage(): DeskLanguage {
  return firstLanguage();
}

function firstLanguage(): DeskLanguage {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  if (saved && (DESK_LANGUAGES as readonly string[]).includes(saved)) return saved as DeskLanguage;
  return BROWSER[navigator.language.slice(0, 2).toLowerCase()] ?? 'EN';
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * `t(key, { count })` reads the plural form the language's grammar picks for the count
 * (`key_one`, `key_few`, ... by CLDR's rules for its BCP 47 tag), as the portal's i18next does.
 */
export function translator(strings: Strings, fallback: Strings = EN, locale = 'en'): Translate {
  const rules = new Intl.PluralRules(locale);
  const english = new Intl.PluralRules('en');
  const pick = (texts: Strings, key: string, count: unknown, plural: Intl.PluralRules) =>
    typeof count === 'number' ? (texts[`${key}_${plural.select(count)}`] ?? texts[`${key}_other`] ?? texts[key]) : texts[key];
  return (key, vars) => {
    const text = pick(strings, key, vars?.count, rules) ?? pick(fallback, key, vars?.count, english) ?? key;
    return vars ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
  };
}

interface I18n {
  t: Translate;
  language: DeskLanguage;
  setLanguage: (language: DeskLanguage) => void;
}

const I18nContext = createContext<I18n>({ t: translator(EN), language: 'EN', setLanguage: () => undefined });

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<DeskLanguage>(firstLanguage);
  const [strings, setStrings] = useState<{ language: DeskLanguage; strings: Strings }>({ language: 'EN', strings: EN });
  useEffect(() => {
    let live = true;
    localStorage.setItem(LANGUAGE_KEY, language);
    document.documentElement.lang = bcp47(language);
    document.documentElement.dir = language === 'AR' ? 'rtl' : 'ltr';
    const load = language === 'EN' ? () => Promise.resolve(EN) : loaders[`./locales/${language}.json`];
    void load?.().then((loaded) => {
      if (live) setStrings({ language, strings: loaded });
    });
    return () => {
      live = false;
    };
  }, [language]);
  const value = useMemo<I18n>(() => ({ t: translator(strings.strings, EN, bcp47(strings.language)), language, setLanguage }), [strings, language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = (): I18n => useContext(I18nContext);
export const useT = (): Translate => useContext(I18nContext).t;

/** The text of a failed call: its errorCode's message in the operator's language. */
export function errorMessage(t: Translate, error: unknown): string {
  const code = (error as { errorCode?: unknown } | null)?.errorCode;
  if (typeof code === 'string') {
    const text = t(`errorCode.${code}`);
    if (text !== `errorCode.${code}`) return text;
  }
  return t('error.unknown');
}
