// Header navigation: home, one item per category that lists vendors (dropdown of at most
// dropdownVendorMax with a bet button each, "more" beyond, wide layout over dropdownWideOver),
// promotions, and app download with QR codes. On a phone the list scrolls sideways and each
// category with vendors has its own button for the dropdown (there is no hover on a touch
// screen); the dropdown is placed against the whole bar, so the scrolling list does not clip it.
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useConfig } from '../app/config-context.tsx';
import { useGuarded } from '../app/access.ts';
import { LazyAppQrCodes } from './app-qr-lazy.tsx';

export function categoryHref(category: string): string {
  if (category === 'home') return '/';
  return `/${category}`;
}

/** The phone layout (shell.css): dropdowns open from their buttons only, not on hover or focus. */
const isPhone = () => typeof matchMedia === 'function' && matchMedia('(max-width: 640px)').matches;

export function Nav() {
  const { t } = useTranslation();
  const config = useConfig();
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  // A new page closes the dropdown (a tap on a category both focuses it and navigates).
  useEffect(() => setOpen(null), [location]);
  const { dropdownVendorMax, dropdownWideOver } = config.constants;
  const items = config.navigation.header.categories.filter(
    (c) => c.category === 'home' || c.category === 'promotions' || c.vendors.length > 0,
  );
  const guarded = useGuarded();
  // Betting needs a session (app/access.ts): a guest gets the login pop-up.
  const bet = (category: string, vendor: string) => {
    setOpen(null);
    guarded('login', () => navigate(`${categoryHref(category)}?vendor=${encodeURIComponent(vendor)}`));
  };
  // Content shown on focus must be dismissible and must not outstay the focus (WCAG 1.4.13):
  // Escape closes a dropdown (focus back on its category), and so does focus leaving its item.
  const closeIf = (key: string) => setOpen((o) => (o === key ? null : o));
  const leaving = (event: FocusEvent<HTMLLIElement>, key: string) => {
    if (!event.currentTarget.contains(event.relatedTarget)) closeIf(key);
  };
  // Escape closes the open dropdown; focus inside it goes back to its category link, and that
  // focus must not open it again.
  const dismissed = useRef<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const item = navRef.current?.querySelector<HTMLElement>(`[data-dropdown="${open}"]`);
      setOpen(null);
      if (item?.contains(document.activeElement)) {
        dismissed.current = open;
        item.querySelector<HTMLElement>('a')?.focus();
        dismissed.current = null;
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const openOnFocus = (key: string) => {
    if (!isPhone() && dismissed.current !== key) setOpen(key);
  };
  return (
    <nav ref={navRef} className="main-nav" aria-label={t('nav.main')}>
      <ul>
        {items.map((item) => {
          const shown = item.vendors.slice(0, dropdownVendorMax);
          const hasDropdown = item.vendors.length > 0;
          const label = t(item.labelKey);
          return (
            <li key={item.category} onMouseLeave={() => closeIf(item.category)} onBlur={(e) => leaving(e, item.category)} data-dropdown={item.category}>
              <Link href={categoryHref(item.category)} aria-current={location === categoryHref(item.category) ? 'page' : undefined} onMouseEnter={() => hasDropdown && !isPhone() && setOpen(item.category)} onFocus={() => hasDropdown && openOnFocus(item.category)}>
                {label}
              </Link>
              {hasDropdown ? (
                <button
                  type="button"
                  className="vendor-toggle phone-only"
                  aria-expanded={open === item.category}
                  aria-label={t('nav.vendorsOf', { category: label })}
                  onClick={() => setOpen(open === item.category ? null : item.category)}
                >
                  <ChevronDown aria-hidden="true" size={18} />
                </button>
              ) : null}
              {hasDropdown && open === item.category ? (
                <ul className={`vendor-dropdown${item.vendors.length > dropdownWideOver ? ' wide' : ''}`}>
                  {shown.map((code) => (
                    <li key={code}>
                      <span>{config.vendors[code]?.displayName ?? code}</span>
                      <button type="button" className="btn btn-small" onClick={() => bet(item.category, code)}>{t('nav.bet')}</button>
                    </li>
                  ))}
                  {item.vendors.length > dropdownVendorMax ? (
                    <li><Link href={categoryHref(item.category)}>{t('nav.more')}</Link></li>
                  ) : null}
                </ul>
              ) : null}
            </li>
          );
        })}
        {config.navigation.header.appDownload ? (
          <li onMouseLeave={() => closeIf('download')} onBlur={(e) => leaving(e, 'download')} data-dropdown="download">
            <Link href="/down" onMouseEnter={() => !isPhone() && setOpen('download')} onFocus={() => openOnFocus('download')}>{t('nav.download')}</Link>
            {open === 'download' ? <div className="qr-dropdown"><LazyAppQrCodes /></div> : null}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
