// A category's game list: the category screens list their games themselves, so as a block it says
// plainly that it is not available rather than showing an empty box.
import { useTranslation } from 'react-i18next';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

export default function GameListBlock({ block }: ScreenBlockProps<'gameList'>) {
  const { t } = useTranslation();
  return (
    <section className="block game-list">
      <h2>{t(`nav.${block.category}`)}</h2>
      <p role="status" className="unavailable">{t('section.notAvailable')}</p>
    </section>
  );
}
