// The i18next options the client (i18n.ts) and the server render (entry-server.tsx) share: a text
// must come out the same on both, or hydration fails.
export const I18N_OPTIONS = {
  fallbackLng: false,
  // Locale files are flat ("nav.home"): dots are part of the key, not a path.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;
