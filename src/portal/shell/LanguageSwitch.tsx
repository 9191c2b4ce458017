// The flag dropdown of spec section 2 (flags are SVG: ui/Flag.tsx). A change re-fetches language-bound data (languageEpoch),
// tells the platform (silent updateLanguage) when logged in, and is remembered as hisLang. The button
// shows the current language, whose name and flag come with its texts; the other languages' come
// with the catalogue (i18n/language-art.ts), fetched when a pointer, focus or touch reaches the
// button, so the list opens whole, at once.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../app/config-context.tsx';
import { findLanguage } from '../../shared/i18n/languages.ts';
import { languageArt, loadLanguageCatalogue, useLanguageArt } from '../i18n/language-art.ts';
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

/**
 * The WAI-ARIA listbox pattern for the keyboard: opening moves focus to the current language;
 * the arrow keys, Home and End move it (one option in the tab order at a time); Enter or Space
 * chooses; Escape, Tab or a click elsewhere closes; focus goes back to the button.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const config = useConfig();
  const current = usePortal((s) => s.language);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const codes = config.languages.supported;
  useLanguageArt();
  const name = (code: string) => languageArt(code)?.name ?? code;
  // A failed load still opens the list (codes for names); the next opening tries again.
  const prefetch = () => void loadLanguageCatalogue().catch(() => undefined);
  const toggle = () => {
    if (open) setOpen(false);
    else void loadLanguageCatalogue().catch(() => undefined).then(() => setOpen(true));
  };
  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [open]);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (code: string) => {
    close(true);
    void switchLanguage(code);
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = [...(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const at = options.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      options[(to + options.length) % options.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(options.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };
  return (
    <div
      className="lang-switch"
      onBlur={(e) => { if (open && !e.currentTarget.contains(e.relatedTarget)) close(false); }}
    >
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${t('header.language')}: ${name(current)}`}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={toggle}
      >
        <Flag code={current} /> <span>{name(current)}</span>
      </button>
      {open ? (
        <ul ref={list} role="listbox" aria-label={t('header.language')} className="lang-list" onKeyDown={onListKey}>
          {codes.map((code) => (
            <li
              key={code}
              role="option"
              aria-selected={code === current}
              lang={findLanguage(code)?.locale}
              tabIndex={code === current ? 0 : -1}
              onClick={() => choose(code)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  choose(code);
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
