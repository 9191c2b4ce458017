// The one game-list screen for rng, bgs, bingo, live, fish and pvp (route parameter pageType; the
// `page` query opens a tab, a vendor in the address (wire-names.ts) that vendor): filters, name
// search, vendor filter, favourites, the virtualised grid, and launching with the login popup for
// guests. The platform searches, filters and sorts the whole category; the grid loads it a page at
// a time.
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { GAME_FILTERS, GAME_PAGE_SIZE, gameTypeForCategory, type GameFilter } from '../../../shared/games/index.ts';
import { VENDOR_ON_WIRE } from '../../../shared/games/wire-names.ts';
import type { Game } from './game.ts';
import { useConfig } from '../../app/config-context.tsx';
import { usePortal } from '../../state/store.ts';
import { useGuarded } from '../../app/access.ts';
import { useImageBase } from './image-base.ts';
import { useGameList, useMemberGames } from './catalogue.ts';
import { listPageParams, WHOLE_LIST } from './api.ts';
import { GameGrid, GameGridSkeleton } from './GameGrid.tsx';
import './games.css';

// The launch machine, its loader and the maintenance dialog come with the first tap on a game:
// none of it is needed to show the list (nor can it run on the server, which renders /rng).
const LaunchOverlay = lazy(() => import('./LaunchOverlay.tsx'));

export const LIST_PAGE_TYPES = ['rng', 'bgs', 'bingo', 'live', 'fish', 'pvp'] as const;
/** Tab order on screen. */
export const TAB_ORDER: readonly GameFilter[] = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'];
/** A name search asks the platform once typing pauses this long, not at every key. */
export const SEARCH_PAUSE_MS = 250;

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function GameListScreen({ pageType = 'rng' }: { pageType?: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  const query = new URLSearchParams(useSearch());
  const gameType = gameTypeForCategory(pageType) ?? 'RNG';
  const isLogin = usePortal((s) => s.isLogin);
  const requested = (query.get('page') ?? 'ALL').toUpperCase();
  const [filter, setFilter] = useState<GameFilter>((GAME_FILTERS as readonly string[]).includes(requested) ? (requested as GameFilter) : 'ALL');
  // The address names the vendor as the peers' portals do (the wire's name), or plainly (`?vendor=`).
  const [vendor, setVendor] = useState<string | null>(query.get(VENDOR_ON_WIRE) ?? query.get('vendor'));
  const [search, setSearch] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  // On a server-rendered list a visitor may type a name before the script arrives: React keeps the
  // box's text when it hydrates, but the state above starts empty, so the text was never searched
  // and the next render wiped it. The first commit takes over what the box holds.
  useLayoutEffect(() => {
    const typed = searchBox.current?.value ?? '';
    if (typed !== '') setSearch(typed);
  }, []);
  const gameName = useSettled(search.trim(), SEARCH_PAUSE_MS);
  // Favourites and recent games are a member's: after a sign-out the list is every game again.
  const shownFilter = !isLogin && (filter === 'FAV' || filter === 'RECENT') ? 'ALL' : filter;
  const list = useGameList(gameType, useMemo(() => ({ filter: shownFilter, vendor, gameName }), [shownFilter, vendor, gameName]));
  const listQuery = list.state === 'ready' ? list.query : null;
  const language = usePortal((s) => s.language);
  const pageRequest = useCallback((pageNo: number) => listPageParams(gameType, listQuery ?? WHOLE_LIST, pageNo, language), [gameType, listQuery, language]);
  const member = useMemberGames();
  const imageBase = useImageBase();
  const [launched, setLaunched] = useState(false);
  const launch = useCallback((game: Game) => {
    setLaunched(true);
    void import('./launch.ts').then((m) => m.launchGame(game));
  }, []);

  const vendors = Object.entries(config.vendors as Record<string, { displayName: string; category: string }>)
    .filter(([, v]) => v.category === pageType);
  const vendorName = useCallback(
    (code: string) => (config.vendors as Record<string, { displayName: string } | undefined>)[code]?.displayName ?? code,
    [config.vendors],
  );
  const guarded = useGuarded();
  // Favourites and recent games are the member's own: they need a session (app/access.ts).
  const chooseFilter = (next: GameFilter) => (next === 'FAV' || next === 'RECENT' ? guarded('login', () => setFilter(next)) : setFilter(next));
  const toggleFavourite = useCallback((game: Game) => void member.toggleFavourite(game), [member]);

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
          <input ref={searchBox} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('games.search', { defaultValue: 'Search games' })} aria-label={t('games.search', { defaultValue: 'Search games' })} maxLength={100} />
        </label>
        <label>
          <span className="visually-hidden">{t('games.vendor', { defaultValue: 'Vendor' })}</span>
          <select aria-label={t('games.vendor', { defaultValue: 'Vendor' })} value={vendor ?? ''} onChange={(e) => setVendor(e.target.value || null)}>
            <option value="">{t('games.allVendors', { defaultValue: 'All vendors' })}</option>
            {vendors.map(([code, v]) => <option key={code} value={code}>{v.displayName}</option>)}
          </select>
        </label>
        {list.state === 'ready' ? <span className="games-count" role="status">{t('games.count', { defaultValue: '{{count}} games', count: list.total })}</span> : null}
      </div>
      {list.state === 'loading' ? <><p role="status">{t('common.loading')}</p><GameGridSkeleton /></> : null}
      {list.state === 'unavailable' ? <p role="status" className="unavailable">{t('section.notAvailable')}</p> : null}
      {/* A search or vendor that finds nothing says so; an empty tab (no favourites yet) stays "nothing yet". */}
      {list.state === 'ready' && list.total === 0 ? <p role="status">{t(gameName || vendor ? 'games.noMatch' : 'common.empty')}</p> : null}
      {list.state === 'ready' ? (
        <GameGrid
          total={list.total}
          pageSize={GAME_PAGE_SIZE}
          pageRequest={pageRequest}
          listKey={JSON.stringify(list.query)}
          vendorName={vendorName}
          imageBase={imageBase}
          favourites={member.favourites}
          canFavourite={isLogin}
          onLaunch={launch}
          onToggleFavourite={toggleFavourite}
        />
      ) : null}
      {launched ? <Suspense fallback={null}><LaunchOverlay /></Suspense> : null}
    </section>
  );
}
