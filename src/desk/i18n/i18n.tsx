/**
 * The desk's language in React: the operator picks it (LanguagePicker), the browser's language is
 * the first guess, and it is kept in localStorage. The texts are i18next's (texts.ts).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { bcp47, textDirection } from '../../shared/i18n/languages.ts';
import { DESK_LANGUAGES, type DeskLanguage } from './languages.ts';
import { createDeskTexts, loadLanguage, type Translate } from './texts.ts';

export { DESK_LANGUAGES, LANGUAGE_NAMES, type DeskLanguage } from './languages.ts';
export { errorMessage, type Translate } from './texts.ts';

const LANGUAGE_KEY = 'desk.language';
const BROWSER: Record<string, DeskLanguage> = { en: 'EN', bn: 'BN', zh: 'CN', vi: 'VI', th: 'TH', ar: 'AR', ja: 'JA' };

/** The operator's language now (the picker saves it): the desk client sends it, so platform texts in desk lists come in it. */
export function deskLanguage(): DeskLanguage {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  if (saved && (DESK_LANGUAGES as readonly string[]).includes(saved)) return saved as DeskLanguage;
  return BROWSER[navigator.language.slice(0, 2).toLowerCase()] ?? 'EN';
}

interface LanguageChoice {
  language: DeskLanguage;
  setLanguage: (language: DeskLanguage) => void;
}

const texts = createDeskTexts();
const LanguageContext = createContext<LanguageChoice>({ language: 'EN', setLanguage: () => undefined });

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<DeskLanguage>(deskLanguage);
  useEffect(() => {
    localStorage.setItem(LANGUAGE_KEY, language);
    document.documentElement.lang = bcp47(language);
    document.documentElement.dir = textDirection(language);
    void loadLanguage(texts, language);
  }, [language]);
  const choice = useMemo(() => ({ language, setLanguage }), [language]);
  return (
    <I18nextProvider i18n={texts}>
      <LanguageContext.Provider value={choice}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}

/** The desk's translate function; a component using it renders again when the language changes. */
export function useT(): Translate {
  // react-i18next's t is a new function when the language changes, and only then.
  const { t } = useTranslation();
  return useCallback<Translate>((key, vars) => t(key, vars), [t]);
}

export function useI18n(): LanguageChoice & { t: Translate } {
  return { ...useContext(LanguageContext), t: useT() };
}
