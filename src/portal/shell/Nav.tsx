// Header navigation: home, one item per category that lists vendors (dropdown of at most
// dropdownVendorMax with a bet button each, "more" beyond, wide layout over dropdownWideOver),
// promotions, and app download with QR codes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useConfig } from '../app/config-context.tsx';
import { useGuarded } from '../app/access.ts';
import { AppQrCodes } from './AppQrCodes.tsx';

export function categoryHref(category: string): string {
  if (category === 'home') return '/';
  return `/${category}`;
}

export function Nav() {
  const { t } = useTranslation();
  const config = useConfig();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<string | null>(null);
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
  return (
    <nav className="main-nav" aria-label={t('nav.main')}>
      <ul>
        {items.map((item) => {
          const shown = item.vendors.slice(0, dropdownVendorMax);
          const hasDropdown = item.vendors.length > 0;
          return (
            <li key={item.category} onMouseLeave={() => setOpen((o) => (o === item.category ? null : o))}>
              <Link href={categoryHref(item.category)} onMouseEnter={() => hasDropdown && setOpen(item.category)} onFocus={() => hasDropdown && setOpen(item.category)}>
                {t(item.labelKey)}
              </Link>
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
          <li onMouseLeave={() => setOpen((o) => (o === 'download' ? null : o))}>
            <Link href="/down" onMouseEnter={() => setOpen('download')} onFocus={() => setOpen('download')}>{t('nav.download')}</Link>
            {open === 'download' ? <div className="qr-dropdown"><AppQrCodes /></div> : null}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
