// Large tiles, one per header category, each opening that category.
import './category-tiles.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfig } from '../../app/config-context.tsx';
import { categoryHref } from '../../shell/Nav.tsx';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

export default function CategoryTilesBlock({ block }: ScreenBlockProps<'categoryTiles'>) {
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
