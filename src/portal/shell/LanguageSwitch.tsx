// The flag dropdown of spec section 2 (flags are SVG: ui/Flag.tsx). A change re-fetches language-bound data (languageEpoch),
// tells the platform (silent updateLanguage) when logged in, and is remembered as hisLang.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../app/config-context.tsx';
import { findLanguage } from '../../shared/i18n/languages.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { getState, setState, usePortal } from '../state/store.ts';
import { getSession, storeLanguage } from '../state/session.ts';
import { runCall } from '../api/query.ts';
import { Flag } from '../ui/Flag.tsx';

export async function switchLanguage(code: string): Promise<void> {
  await changeLanguage(code);
  storeLanguage(code);
  setState({ language: code, languageEpoch: getState().languageEpoch + 1 });
  if (getSession('token')) void runCall('updateLanguage', { language: code }).catch(() => undefined);
}

export function LanguageSwitch() {
  const { t } = useTranslation();
  const config = useConfig();
  const current = usePortal((s) => s.language);
  const [open, setOpen] = useState(false);
  const name = (code: string) => findLanguage(code)?.nativeName ?? code;
  return (
    <div className="lang-switch">
      <button type="button" aria-haspopup="listbox" aria-expanded={open} aria-label={`${t('header.language')}: ${name(current)}`} onClick={() => setOpen(!open)}>
        <Flag code={current} /> <span>{name(current)}</span>
      </button>
      {open ? (
        <ul role="listbox" aria-label={t('header.language')} className="lang-list">
          {config.languages.supported.map((code) => (
            <li
              key={code}
              role="option"
              aria-selected={code === current}
              lang={findLanguage(code)?.locale}
              tabIndex={0}
              onClick={() => {
                setOpen(false);
                void switchLanguage(code);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  setOpen(false);
                  void switchLanguage(code);
                }
              }}
            >
              <Flag code={code} /> <span>{name(code)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
