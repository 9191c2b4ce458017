// The virtualised game grid: only the rows near the viewport are in the DOM (with
// @tanstack/react-virtual), so 10,000 games keep a small DOM however far one scrolls. It
// virtualises against the window: the page is the one scroll area (no box scrolling inside it,
// which on a phone traps the thumb).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { GameItem } from '../../../shared/games/index.ts';
import { EmptyTiles, GameTile } from './GameTile.tsx';

export const TILE_MIN_WIDTH = 160;
const GAP = 12;
const TEXT_HEIGHT = 56;
/** Enough empty tiles to fill a desktop screen below the toolbar (4 rows of 7). */
const SKELETON_TILES = 28;
/** The rows a first screen shows: their art is fetched at once, not when the browser gets to it. */
const EAGER_ROWS = 2;

export interface GameGridProps {
  games: readonly GameItem[];
  vendorName(vassalage: string): string;
  imageBase: string;
  favourites: readonly number[];
  canFavourite: boolean;
  onLaunch(game: GameItem): void;
  onToggleFavourite(game: GameItem): void;
  /** Called once after the first rows are painted (benchmarks measure data → first paint). */
  onFirstPaint?(): void;
}

/**
 * What the grid looks like while the list loads: rows of empty tiles taller than any screen, so
 * the footer does not show and then jump away when the games arrive (it did: CLS 0.5 on /rng).
 */
export function GameGridSkeleton() {
  return <EmptyTiles count={SKELETON_TILES} className="game-grid-skeleton" />;
}

export function columnsFor(width: number): number {
  return Math.max(2, Math.floor((width + GAP) / (TILE_MIN_WIDTH + GAP)));
}

export function GameGrid(props: GameGridProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(960);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth || 960);
    return () => observer.disconnect();
  }, []);
  const columns = columnsFor(width);
  const tileWidth = (width - GAP * (columns - 1)) / columns;
  const rowHeight = Math.round(tileWidth + TEXT_HEIGHT + GAP);
  const rows = Math.ceil(props.games.length / columns);
  // Where the grid starts in the page: blocks loading above it move it, so it is measured
  // again whenever the page's size changes.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const measure = () => setOffset(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: offset,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  const painted = useRef(false);
  useEffect(() => {
    if (painted.current || props.games.length === 0) return;
    painted.current = true;
    // After the next frame the first rows are on screen (scripts/bench-games.ts reads this mark).
    requestAnimationFrame(() => setTimeout(() => {
      performance.mark('games-grid-painted');
      props.onFirstPaint?.();
    }, 0));
  });
  // A new filter starts at the top of the grid (when the page was scrolled past it).
  useEffect(() => {
    const element = scrollRef.current;
    if (element && element.getBoundingClientRect().top < 0) window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 120 });
  }, [props.games]);
  const favourites = new Set(props.favourites);
  return (
    <div ref={scrollRef} className="game-grid-scroll" role="list" aria-label={t('games.list', { defaultValue: 'Games' })}>
      <div className="game-grid-inner" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="none"
            className="game-grid-row"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, height: rowHeight - GAP }}
          >
            {props.games.slice(row.index * columns, row.index * columns + columns).map((game) => (
              <GameTile
                key={game.gameId}
                game={game}
                vendorName={props.vendorName(game.vassalage)}
                imageBase={props.imageBase}
                favourite={favourites.has(game.gameId)}
                canFavourite={props.canFavourite}
                onLaunch={props.onLaunch}
                onToggleFavourite={props.onToggleFavourite}
                eager={row.index < EAGER_ROWS}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
