// Blocks that need only the config and translations.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfig } from '../../app/config-context.tsx';
import { AppQrCodes } from '../../shell/AppQrCodes.tsx';
import { categoryHref } from '../../shell/Nav.tsx';
import type { ScreenBlock } from '../registry.tsx';

export function TextPanelBlock({ block }: { block: ScreenBlock }) {
  const { t } = useTranslation();
  return (
    <section className="block text-panel">
      <h2>{t(String(block.titleKey))}</h2>
      <p>{t(String(block.bodyKey))}</p>
    </section>
  );
}

export function CategoryTilesBlock({ block }: { block: ScreenBlock }) {
  const { t } = useTranslation();
  const config = useConfig();
  const tiles = (block.tiles as { category: string; image?: string }[]) ?? [];
  const labelOf = (category: string) => config.navigation.header.categories.find((c) => c.category === category)?.labelKey ?? `nav.${category}`;
  return (
    <section className="block category-tiles">
      {block.titleKey ? <h2>{t(String(block.titleKey))}</h2> : null}
      <ul>
        {tiles.map((tile) => (
          <li key={tile.category}>
            <Link href={categoryHref(tile.category)} className="tile">{t(labelOf(tile.category))}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function VendorWallBlock({ block }: { block: ScreenBlock }) {
  const { t } = useTranslation();
  const config = useConfig();
  const vendors = (block.vendors as string[]) ?? [];
  return (
    <section className="block vendor-wall">
      <h2>{t(String(block.titleKey))}</h2>
      <ul>
        {vendors.map((code) => {
          const vendor = config.vendors[code];
          return (
            <li key={code}>
              <Link href={`${categoryHref(vendor?.category ?? 'rng')}?vendor=${encodeURIComponent(code)}`} className="vendor-card">
                {vendor?.displayName ?? code}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function AppDownloadPanelBlock({ block }: { block: ScreenBlock }) {
  const { t } = useTranslation();
  return (
    <section className="block app-download">
      <h2>{t(String(block.titleKey))}</h2>
      <AppQrCodes />
    </section>
  );
}
