// The platform's hot (popular) games, with a skeleton of their final size while they load.
import { useTranslation } from 'react-i18next';
import { HomeHotGames, HomeHotGamesSkeleton, useHotGames } from '../../features/games/index.ts';
import type { ScreenBlockProps } from '../../engine/registry.tsx';
import { Status } from '../../engine/blocks/status.tsx';

export default function HotGamesBlock({ block }: ScreenBlockProps<'hotGames'>) {
  const { t } = useTranslation();
  const title = t(block.titleKey);
  const { loaded, games } = useHotGames(block.limit, block.vendors);
  return (
    <section className="block hot-games">
      <h2>{title}</h2>
      {loaded.state === 'loading' ? (
        <>
          <p role="status" className="ui-visually-hidden">{t('common.loading')}</p>
          <HomeHotGamesSkeleton count={block.limit} />
        </>
      ) : (
        <>
          <Status loaded={loaded} empty={games.length === 0} />
          <HomeHotGames games={games} label={title} />
        </>
      )}
    </section>
  );
}
