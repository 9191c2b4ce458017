// Footer: up to footerVendorMax vendor icons, the copyright line, help links (the config check
// requires one to the member's limits and breaks).
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfig } from '../app/config-context.tsx';

export function Footer() {
  const { t } = useTranslation();
  const config = useConfig();
  const vendors = config.navigation.footer.vendors.slice(0, config.constants.footerVendorMax);
  const { year, holder } = config.branding.copyright;
  const copyright = t('footer.copyright', { year, holder });
  return (
    <footer className="site-footer">
      <ul className="vendor-icons" aria-label={t('footer.vendors')}>
        {vendors.map((code) => {
          const vendor = config.vendors[code];
          return (
            <li key={code} title={vendor?.displayName ?? code}>
              {vendor?.icon ? <img src={vendor.icon} alt={vendor.displayName} height={28} loading="lazy" /> : <span>{vendor?.displayName ?? code}</span>}
            </li>
          );
        })}
      </ul>
      <nav aria-label={t('footer.help')}>
        <ul className="help-links">
          {config.navigation.footer.helpLinks.map((link) => (
            <li key={link.href}>{link.href.startsWith('/') ? <Link href={link.href}>{t(link.labelKey)}</Link> : <a href={link.href}>{t(link.labelKey)}</a>}</li>
          ))}
        </ul>
      </nav>
      <p className="copyright">{copyright}</p>
    </footer>
  );
}
