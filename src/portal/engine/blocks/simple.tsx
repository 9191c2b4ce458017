// Blocks that need only the config and translations.
import './category-tiles.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfig } from '../../app/config-context.tsx';
import { LazyAppQrCodes } from '../../shell/app-qr-lazy.tsx';
import { categoryHref } from '../../shell/Nav.tsx';
import type { BlockOf } from '../registry.tsx';

export function TextPanelBlock({ block }: { block: BlockOf<'textPanel'> }) {
  const { t } = useTranslation();
  return (
    <section className="block text-panel">
      <h2>{t(block.titleKey)}</h2>
      <p>{t(block.bodyKey)}</p>
    </section>
  );
}

export function CategoryTilesBlock({ block }: { block: BlockOf<'categoryTiles'> }) {
  const { t } = useTranslation();
  const config = useConfig();
  const labelOf = (category: string) => config.navigation.header.categories.find((c) => c.category === category)?.labelKey ?? `nav.${category}`;
  return (
    <section className="block category-tiles">
      {block.titleKey ? <h2>{t(block.titleKey)}</h2> : null}
      <ul>
        {block.tiles.map((tile) => (
          <li key={tile.category}>
            <Link href={categoryHref(tile.category)} className="tile"><span data-category={tile.category} />{t(labelOf(tile.category))}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function VendorWallBlock({ block }: { block: BlockOf<'vendorWall'> }) {
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

export function AppDownloadPanelBlock({ block }: { block: BlockOf<'appDownloadPanel'> }) {
  const { t } = useTranslation();
  return (
    <section className="block app-download">
      <h2>{t(block.titleKey)}</h2>
      <LazyAppQrCodes />
    </section>
  );
}
