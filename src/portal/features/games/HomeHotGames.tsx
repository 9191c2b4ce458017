// The home page's hot games: real game tiles (GameTile, images from the permission response's
// image host) that launch through the lobby's launch path, so a guest gets the login popup. The
// launch machine and its overlay load with the first click, keeping them off a guest's first visit.
import { lazy, Suspense, useCallback, useState } from 'react';
import { gamesFromWire, type Game } from './game.ts';
import { useConfig } from '../../app/config-context.tsx';
import { usePlatformData, type Loaded } from '../../engine/blocks/data.ts';
import { EmptyTiles, GameTile, imageUrl } from './GameTile.tsx';
import { useImageBase } from './image-base.ts';
import './games.css';

const LaunchOverlay = lazy(() => import('./LaunchOverlay.tsx'));

/** The popular games of the given vendors (all when absent), at most `limit`. */
export function hotGamesOf(loaded: Loaded<Game[]>, limit: number, vendors?: readonly string[]): Game[] {
  if (loaded.state !== 'ready') return [];
  return loaded.value.filter((g) => g && g.isGame !== 'VASSALAGE' && (!vendors || vendors.includes(g.vendor))).slice(0, limit);
}

export function useHotGames(limit: number, vendors?: readonly string[]): { loaded: Loaded<Game[]>; games: Game[] } {
  // Vendor-filtered blocks ask for more, then keep their vendors' games.
  const loaded = usePlatformData('popular', { limit: vendors ? 100 : limit }, gamesFromWire);
  return { loaded, games: hotGamesOf(loaded, limit, vendors) };
}

/**
 * While the games load, as many empty tiles as will come (the block's limit): the server-rendered
 * first paint has them, so the real tiles take their place without moving what is below.
 */
export function HomeHotGamesSkeleton({ count }: { count: number }) {
  return <EmptyTiles count={count} className="home-game-tiles" />;
}

const noFavourite = () => undefined;

export function HomeHotGames({ games, label }: { games: readonly Game[]; label: string }) {
  const config = useConfig();
  const imageBase = useImageBase();
  const [launched, setLaunched] = useState(false);
  const vendors = config.vendors as Record<string, { displayName: string } | undefined>;
  // The same handlers every render: an answer that changes no tile (the image hosts) redraws none.
  const launch = useCallback((game: Game) => {
    setLaunched(true);
    void import('./launch.ts').then((m) => m.launchGame(game));
  }, []);
  return (
    <>
      <div role="list" aria-label={label} className="home-game-tiles">
        {games.map((game) => (
          <GameTile
            key={game.gameId}
            game={game}
            vendorName={vendors[game.vendor]?.displayName ?? game.vendor}
            image={imageUrl(imageBase, game.imagePath)}
            favourite={false}
            canFavourite={false}
            onLaunch={launch}
            onToggleFavourite={noFavourite}
          />
        ))}
      </div>
      {launched ? (
        <Suspense fallback={null}>
          <LaunchOverlay />
        </Suspense>
      ) : null}
    </>
  );
}
