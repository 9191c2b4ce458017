// The virtualised game grid: only the rows near the viewport are in the DOM (with
// @tanstack/react-virtual), so 10,000 games keep a small DOM however far one scrolls. It
// virtualises against the window: the page is the one scroll area (no box scrolling inside it,
// which on a phone traps the thumb). The games come a page at a time: each row asks for the
// page(s) its games are on (useGamePage; one request per page however many rows ask) and shows
// empty tiles of the same size until they arrive, so a jump to the end asks for the last page only.
//
// A server-rendered /rng is hydrated before the browser knows the grid's width: until then the
// grid is page 1 in a CSS grid with the same columns and row heights the virtual rows will have
// (games.css .game-grid-static), so the switch moves nothing on screen.
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Game } from './game.ts';
import { useHydrated } from '../../app/hydration.ts';
import type { CallInput } from '../../../shared/api/index.ts';
import { useGamePage } from './catalogue.ts';
import { EmptyTiles, GameTile, imageUrl, PlaceholderTile } from './GameTile.tsx';

export const TILE_MIN_WIDTH = 160;
const GAP = 12;
/** The name and vendor lines under the art: fixed in games.css, so a row's height is known. */
const TEXT_HEIGHT = 56;
/** Enough empty tiles to fill a desktop screen below the toolbar (4 rows of 7). */
const SKELETON_TILES = 28;
/** The rows a first screen shows: their art is fetched at once, not when the browser gets to it. */
const EAGER_ROWS = 2;
/** Before the width is known (server-rendered page): a phone's first screen of tiles. */
const EAGER_TILES = 6;
/**
 * The tiles a server-rendered grid has: a first screen on a phone (six rows of two) or a desktop
 * (two rows and more). The rest of page 1 is in the page's data and shows once hydrated: 48 tiles
 * of markup cost a slow phone's first paint a long parse and layout, and their 48 images competed
 * with the first ones.
 */
export const SERVER_TILES = 12;

/** The request of one page of the list (1-based). */
export type PageRequest = (pageNo: number) => CallInput<'gameList'>;

export interface GameGridProps {
  /** How many games the list has (page 1's totalCount). */
  total: number;
  pageSize: number;
  pageRequest: PageRequest;
  /** Changes with the list's query: the grid goes back to its top. */
  listKey: string;
  vendorName(vendor: string): string;
  imageBase: string;
  favourites: readonly number[];
  canFavourite: boolean;
  onLaunch(game: Game): void;
  onToggleFavourite(game: Game): void;
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

/** The page a game's position (0-based) is on, 1-based as the call counts. */
export const pageOf = (position: number, pageSize: number): number => Math.floor(position / pageSize) + 1;

type TileKit = Pick<GameGridProps, 'vendorName' | 'imageBase' | 'canFavourite' | 'onLaunch' | 'onToggleFavourite'> & { favourites: ReadonlySet<number> };

function tileOf(game: Game, kit: TileKit, eager: boolean) {
  return (
    <GameTile
      key={game.gameId}
      game={game}
      vendorName={kit.vendorName(game.vendor)}
      image={imageUrl(kit.imageBase, game.imagePath)}
      favourite={kit.favourites.has(game.gameId)}
      canFavourite={kit.canFavourite}
      onLaunch={kit.onLaunch}
      onToggleFavourite={kit.onToggleFavourite}
      eager={eager}
    />
  );
}

interface RowProps {
  index: number;
  columns: number;
  top: number;
  height: number;
  total: number;
  pageSize: number;
  pageRequest: PageRequest;
  kit: TileKit;
}

/** One row: its games from the page(s) they are on (a row spans two pages at most). */
const GridRow = memo(function GridRow({ index, columns, top, height, total, pageSize, pageRequest, kit }: RowProps) {
  const first = index * columns;
  const last = Math.min(total, first + columns) - 1;
  const firstPage = pageOf(first, pageSize);
  const lastPage = pageOf(last, pageSize);
  const pages = [useGamePage(pageRequest(firstPage)), useGamePage(pageRequest(lastPage), lastPage !== firstPage)];
  const cells = [];
  for (let position = first; position <= last; position += 1) {
    const page = pageOf(position, pageSize);
    const game = pages[page === firstPage ? 0 : 1]?.[position - (page - 1) * pageSize];
    cells.push(game ? tileOf(game, kit, index < EAGER_ROWS) : <PlaceholderTile key={`empty-${position}`} />);
  }
  return (
    <div role="none" className="game-grid-row" style={{ transform: `translateY(${top}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, height }}>
      {cells}
    </div>
  );
});

/** The start of page 1 as a plain CSS grid: what the server renders and the browser hydrates. */
function StaticGrid({ pageRequest, kit }: { pageRequest: PageRequest; kit: TileKit }) {
  const games = (useGamePage(pageRequest(1)) ?? []).slice(0, SERVER_TILES);
  return <div role="none" className="game-grid-static">{games.map((game, i) => tileOf(game, kit, i < EAGER_TILES))}</div>;
}

export function GameGrid(props: GameGridProps) {
  const { t } = useTranslation();
  // The virtual rows take over from the server's grid once hydrated. The switch renders every
  // visible tile; useHydrated flips in a transition, so that is sliced work, not one long task
  // after hydration. A grid rendered in the browser from the start has its rows at once.
  const rowsOn = useHydrated();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(960);
  // Measured before the first paint: a first render at a guessed width would show wrong columns.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth || 960);
    return () => observer.disconnect();
  }, []);
  const columns = columnsFor(width);
  const tileWidth = (width - GAP * (columns - 1)) / columns;
  // Not rounded: the static grid's rows are exactly this tall, and rounding would add up down the page.
  const rowHeight = tileWidth + TEXT_HEIGHT + GAP;
  const rows = Math.ceil(props.total / columns);
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
    count: rowsOn ? rows : 0,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: offset,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  const painted = useRef(false);
  const { onFirstPaint, total, listKey } = props;
  useEffect(() => {
    if (painted.current || total === 0) return;
    painted.current = true;
    // After the next frame the first rows are on screen (scripts/bench-games.ts reads this mark).
    requestAnimationFrame(() => setTimeout(() => {
      performance.mark('games-grid-painted');
      onFirstPaint?.();
    }, 0));
  }, [total, onFirstPaint]);
  // A new list starts at the top of the grid (when the page was scrolled past it).
  const shownKey = useRef(listKey);
  useEffect(() => {
    if (shownKey.current === listKey) return;
    shownKey.current = listKey;
    const element = scrollRef.current;
    if (element && element.getBoundingClientRect().top < 0) window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 120 });
  }, [listKey]);
  const { vendorName, imageBase, canFavourite, onLaunch, onToggleFavourite } = props;
  const favourites = useMemo(() => new Set(props.favourites), [props.favourites]);
  const kit = useMemo<TileKit>(
    () => ({ vendorName, imageBase, canFavourite, onLaunch, onToggleFavourite, favourites }),
    [vendorName, imageBase, canFavourite, onLaunch, onToggleFavourite, favourites],
  );
  const { pageRequest, pageSize } = props;
  return (
    <div ref={scrollRef} className="game-grid-scroll" role="list" aria-label={t('games.list', { defaultValue: 'Games' })}>
      {rowsOn ? (
        <div className="game-grid-inner" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <GridRow
              key={row.key}
              index={row.index}
              columns={columns}
              top={row.start - virtualizer.options.scrollMargin}
              height={rowHeight - GAP}
              total={total}
              pageSize={pageSize}
              pageRequest={pageRequest}
              kit={kit}
            />
          ))}
        </div>
      ) : (
        <StaticGrid pageRequest={pageRequest} kit={kit} />
      )}
    </div>
  );
}
