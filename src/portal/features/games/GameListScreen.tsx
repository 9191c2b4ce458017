// The one game-list screen for rng, bgs, bingo, live, fish and pvp (route parameter pageType; the
// `page` query opens a tab, `vassalage` a vendor): filters, name search, vendor filter,
// favourites, the virtualised grid, and launching with the login popup for guests.
import { useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { GAME_FILTERS, gameTypeForCategory, type GameFilter, type GameItem } from '../../../shared/games/index.ts';
import { useConfig } from '../../app/config-context.tsx';
import { usePortal } from '../../state/store.ts';
import { useGuarded } from '../../app/access.ts';
import { useImageBase } from './image-base.ts';
import { useCategory, useFilteredGames, useMemberGames } from './catalogue.ts';
import { GameGrid, GameGridSkeleton } from './GameGrid.tsx';
import { LaunchLoader, MaintenanceDialog } from './MaintenanceDialog.tsx';
import { useGameLaunch } from './launch.ts';
import './games.css';

export const LIST_PAGE_TYPES = ['rng', 'bgs', 'bingo', 'live', 'fish', 'pvp'] as const;
/** Tab order on screen. */
export const TAB_ORDER: readonly GameFilter[] = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'];

export function GameListScreen({ pageType = 'rng' }: { pageType?: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  const query = new URLSearchParams(useSearch());
  const gameType = gameTypeForCategory(pageType) ?? 'RNG';
  const isLogin = usePortal((s) => s.isLogin);
  const requested = (query.get('page') ?? 'ALL').toUpperCase();
  const [filter, setFilter] = useState<GameFilter>((GAME_FILTERS as readonly string[]).includes(requested) ? (requested as GameFilter) : 'ALL');
  const [vassalage, setVassalage] = useState<string | null>(query.get('vassalage') ?? query.get('vendor'));
  const [search, setSearch] = useState('');
  const gameName = useDeferredValue(search);
  const catalogue = useCategory(gameType);
  const member = useMemberGames();
  const index = catalogue.state === 'ready' ? catalogue.index : null;
  const games = useFilteredGames(index, { filter, vassalage, gameName }, member);
  const imageBase = useImageBase();
  const { launch, launching, maintenance, closeMaintenance } = useGameLaunch();

  const vendors = Object.entries(config.vendors as Record<string, { displayName: string; category: string }>)
    .filter(([, v]) => v.category === pageType);
  const vendorName = useCallback(
    (code: string) => (config.vendors as Record<string, { displayName: string } | undefined>)[code]?.displayName ?? code,
    [config.vendors],
  );
  const guarded = useGuarded();
  // Favourites and recent games are the member's own: they need a session (app/access.ts).
  const chooseFilter = (next: GameFilter) => (next === 'FAV' || next === 'RECENT' ? guarded('login', () => setFilter(next)) : setFilter(next));
  const toggleFavourite = useCallback((game: GameItem) => void member.toggleFavourite(game), [member]);

  return (
    <section className="section games-screen" aria-labelledby="section-title">
      <h1 id="section-title">{t(`nav.${pageType}`)}</h1>
      <div className="games-toolbar">
        <div role="tablist" aria-label={t('games.filter')} className="games-tabs">
          {TAB_ORDER.map((name) => (
            <button key={name} type="button" role="tab" aria-selected={name === filter} onClick={() => chooseFilter(name)}>
              {t(`games.tab.${name}`)}
            </button>
          ))}
        </div>
        <label>
          <span className="visually-hidden">{t('games.search', { defaultValue: 'Search games' })}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('games.search', { defaultValue: 'Search games' })} aria-label={t('games.search', { defaultValue: 'Search games' })} maxLength={100} />
        </label>
        <label>
          <span className="visually-hidden">{t('games.vendor', { defaultValue: 'Vendor' })}</span>
          <select aria-label={t('games.vendor', { defaultValue: 'Vendor' })} value={vassalage ?? ''} onChange={(e) => setVassalage(e.target.value || null)}>
            <option value="">{t('games.allVendors', { defaultValue: 'All vendors' })}</option>
            {vendors.map(([code, v]) => <option key={code} value={code}>{v.displayName}</option>)}
          </select>
        </label>
        {index ? <span className="games-count" role="status">{t('games.count', { defaultValue: '{{count}} games', count: games.length })}</span> : null}
      </div>
      {catalogue.state === 'loading' ? <><p role="status">{t('common.loading')}</p><GameGridSkeleton /></> : null}
      {catalogue.state === 'unavailable' ? <p role="status" className="unavailable">{t('section.notAvailable')}</p> : null}
      {index && games.length === 0 ? <p role="status">{t('common.empty')}</p> : null}
      {index ? (
        <GameGrid
          games={games}
          vendorName={vendorName}
          imageBase={imageBase}
          favourites={member.favourites}
          canFavourite={isLogin}
          onLaunch={launch}
          onToggleFavourite={toggleFavourite}
        />
      ) : null}
      {launching ? <LaunchLoader /> : null}
      {maintenance ? <MaintenanceDialog info={maintenance} vendorName={vendorName(maintenance.vassalage)} onClose={closeMaintenance} onLaunch={launch} /> : null}
    </section>
  );
}
