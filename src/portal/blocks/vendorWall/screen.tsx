// A grid of vendor cards; a click opens the vendor's games.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfig } from '../../app/config-context.tsx';
import { categoryHref } from '../../shell/Nav.tsx';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

export default function VendorWallBlock({ block }: ScreenBlockProps<'vendorWall'>) {
  const { t } = useTranslation();
  const config = useConfig();
  return (
    <section className="block vendor-wall">
      <h2>{t(block.titleKey)}</h2>
      <ul>
        {block.vendors.map((code) => {
          const vendor = config.vendors[code];
          return (
            <li key={code}>
              <Link href={`${categoryHref(vendor?.category ?? 'rng')}?vendor=${encodeURIComponent(code)}`} className={vendor?.icon ? 'vendor-card has-logo' : 'vendor-card'}>
                {vendor?.icon ? <img src={vendor.icon} alt={vendor.displayName} width={160} height={64} loading="lazy" /> : vendor?.displayName ?? code}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
