import { DESK_LANGUAGES, LANGUAGE_NAMES, useI18n, type DeskLanguage } from './i18n/i18n.tsx';

export function LanguagePicker() {
  const { t, language, setLanguage } = useI18n();
  return (
    <select className="language" aria-label={t('shell.language')} value={language} onChange={(e) => setLanguage(e.target.value as DeskLanguage)}>
      {DESK_LANGUAGES.map((code) => (
        <option key={code} value={code}>{LANGUAGE_NAMES[code]}</option>
      ))}
    </select>
  );
}
