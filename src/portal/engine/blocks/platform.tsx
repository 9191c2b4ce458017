// Blocks that show platform data. Each states plainly when the data is not available.
import { useEffect } from 'react';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { setState } from '../../state/store.ts';
import { getSession, setSession } from '../../state/session.ts';
import { useAnnouncements } from '../../shell/announcements.ts';
import type { BlockOf } from '../registry.tsx';
import { HomeHotGames, HomeHotGamesSkeleton, useHotGames, WinnerBoard } from '../../features/games/index.ts';
import { usePlatformData, type Loaded } from './data.ts';
import { ScrollingText } from './scrolling-text.tsx';

function Status<T>({ loaded, empty }: { loaded: Loaded<T[]>; empty: boolean }) {
  const { t } = useTranslation();
  if (loaded.state === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (loaded.state === 'unavailable') return <p role="status" className="unavailable">{t('section.notAvailable')}</p>;
  return empty ? <p role="status">{t('common.empty')}</p> : null;
}

export function AnnouncementMarqueeBlock({ block }: { block: BlockOf<'announcementMarquee'> }) {
  const { t } = useTranslation();
  const lists = useAnnouncements();
  useEffect(() => {
    if (block.popupOnLoad && !getSession('validate') && lists && lists.popup.length > 0) {
      setSession('validate', 'announcementShown');
      setState({ announcementsOpen: true });
    }
  }, [block.popupOnLoad, lists]);
  const titles = (lists?.player ?? []).map((n) => n.title);
  const text = titles.length > 0 ? titles.join('   ·   ') : t('announcement.title');
  return (
    <section className="block marquee" aria-label={t('announcement.title')}>
      <button type="button" className="marquee-line" onClick={() => setState({ announcementsOpen: true })}>
        <Megaphone aria-hidden="true" size={18} className="marquee-icon" />
        <ScrollingText text={text} speed={block.speed} />
      </button>
    </section>
  );
}

export function HotGamesBlock({ block }: { block: BlockOf<'hotGames'> }) {
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

/** The games area's winner board (entries `{ vo: { account, gameName, winAmount } }`, biggest first). */
export function WinnerBoardBlock({ block }: { block: BlockOf<'winnerBoard'> }) {
  const { t } = useTranslation();
  return <WinnerBoard limit={block.limit} title={t(block.titleKey)} />;
}

export function LotteryGroupsBlock({ block }: { block: BlockOf<'lotteryGroups'> }) {
  const { t } = useTranslation();
  const loaded = usePlatformData('lotteryGroups', block.vendor ? { vassalage: block.vendor } : {}, (groups) => groups);
  const groups = loaded.state === 'ready' ? loaded.value : [];
  return (
    <section className="block lottery-groups">
      <h2>{t(block.titleKey)}</h2>
      <Status loaded={loaded} empty={groups.length === 0} />
      {groups.map((group) => (
        <div key={group.gameGroupCode}>
          <h3>{group.labelKey ? t(group.labelKey, { defaultValue: group.labelName }) : group.labelName}</h3>
          <ul>
            {group.gameMenus.map((g) => (
              <li key={g.gameCode}>
                <Link href={`/lottery?gameCode=${encodeURIComponent(g.gameCode)}${g.defaultPlayType ? `&playType=${encodeURIComponent(g.defaultPlayType)}` : ''}`}>{g.gameName}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function GameListBlock({ block }: { block: BlockOf<'gameList'> }) {
  const { t } = useTranslation();
  return (
    <section className="block game-list">
      <h2>{t(`nav.${block.category}`)}</h2>
      <p role="status" className="unavailable">{t('section.notAvailable')}</p>
    </section>
  );
}
