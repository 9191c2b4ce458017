// The part of react-i18next the portal uses (useTranslation, initReactI18next, I18nextProvider),
// over i18n/lite/i18next.ts; the portal's builds resolve `react-i18next` here (vite.config.ts
// i18nLite). A component re-renders, with a new `t`, when the language changes or texts are
// added (the rest of a locale arriving after the first screen), as react-i18next does with
// `bindI18nStore: 'added'`.
import { createContext, createElement, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { LiteI18n } from './i18next.ts';

let globalInstance: LiteI18n | null = null;

/** The plugin `i18next.use(initReactI18next)` registers: it makes that instance the default one. */
export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: LiteI18n) {
    globalInstance = instance;
  },
};

const I18nContext = createContext<LiteI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** Counts changes per instance: the snapshot useSyncExternalStore compares. */
const versions = new WeakMap<LiteI18n, number>();

export function useTranslation() {
  const i18n = useContext(I18nContext) ?? globalInstance;
  if (!i18n) throw new Error('useTranslation: no i18n instance (call i18next.use(initReactI18next).init(...) first)');
  const subscribe = useCallback((changed: () => void) => {
    const bump = () => {
      versions.set(i18n, (versions.get(i18n) ?? 0) + 1);
      changed();
    };
    i18n.on('languageChanged', bump);
    i18n.store.on('added', bump);
    return () => {
      i18n.off('languageChanged', bump);
      i18n.store.off('added', bump);
    };
  }, [i18n]);
  const version = useSyncExternalStore(subscribe, () => versions.get(i18n) ?? 0, () => versions.get(i18n) ?? 0);
  // A new function per change, as react-i18next gives: effects that depend on `t` run again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo((): LiteI18n['t'] => (key, options) => i18n.t(key, options), [i18n, version]);
  return { t, i18n, ready: true };
}
