// One game tile: a lazily loaded image over a plain tinted square (no state of its own: a
// server-rendered image may load before hydration, and a skeleton animated until each image's
// load event cost a repaint of every tile on every frame), the name and vendor, and the
// favourite toggle. Clicking the tile launches the game.
import { memo } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Game } from './game.ts';

export interface GameTileProps {
  game: Game;
  vendorName: string;
  /** The art's address (imageUrl): a string, so a new image host that leaves it as it was redraws nothing. */
  image: string;
  favourite: boolean;
  canFavourite: boolean;
  onLaunch(game: Game): void;
  onToggleFavourite(game: Game): void;
  /** On the first screen: the art is the page's largest paint, so it is not left lazy. */
  eager?: boolean;
}

/** The art's address on the image host; a `data:` URL (the server-rendered tiles' art, in the page) as it is. */
export function imageUrl(imageBase: string, path: string): string {
  if (path.startsWith('data:')) return path;
  return `${imageBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export const GameTile = memo(function GameTile({ game, vendorName, image, favourite, canFavourite, onLaunch, onToggleFavourite, eager = false }: GameTileProps) {
  const { t } = useTranslation();
  return (
    <div role="listitem" className="game-tile" data-game-id={game.gameId}>
      <button type="button" className="game-tile-play" onClick={() => onLaunch(game)} aria-label={t('games.play', { defaultValue: 'Play {{name}}', name: game.gameName })}>
        <span className="game-tile-image">
          <img src={image} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" width={200} height={200} />
        </span>
        <span className="game-tile-name">{game.gameName}</span>
      </button>
      {/* Outside the button: its visible text stays within its name "Play <game>" (WCAG 2.5.3). */}
      <span className="game-tile-vendor">{vendorName}</span>
      {canFavourite ? (
        <button
          type="button"
          className="game-fav"
          aria-pressed={favourite}
          aria-label={t('games.favourite', { defaultValue: 'Favourite {{name}}', name: game.gameName })}
          onClick={() => onToggleFavourite(game)}
        >
          <Star aria-hidden="true" size={20} fill={favourite ? 'currentColor' : 'none'} />
        </button>
      ) : null}
    </div>
  );
});

/** A tile of a game's size with nothing in it, kept in place while its game loads. */
export function PlaceholderTile() {
  return (
    <div className="game-tile game-tile-placeholder" aria-hidden="true">
      <span className="game-tile-image"><span className="game-skeleton" /></span>
      <span className="game-tile-name">{'\u00a0'}</span>
      <span className="game-tile-vendor">{'\u00a0'}</span>
    </div>
  );
}

/** Empty tiles kept in place while the games load. */
export function EmptyTiles({ count, className }: { count: number; className: string }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => <PlaceholderTile key={i} />)}
    </div>
  );
}
