/**
 * A server-rendered game list's first tiles draw their art from the page itself (`data:` URLs of
 * the demo provider's SVG, platform portal-page/game-list.ts). The boot data carries the list as
 * the gameList call answers it, with the art's addresses, not a second copy of those pictures
 * (about 30 KB raw): before hydrating, the browser takes each tile's picture from the markup
 * (matched by game id), so its first render shows exactly the server's `src` and hydrates.
 */
import type { WireGameListPage } from '../../../shared/games/types.ts';

/** `games` with the art of the server's tiles in `root` (the static grid's `data:` images) as their imagePath. */
export function withServerArt<G extends { page: WireGameListPage }>(games: G, root: ParentNode): G {
  const art = new Map<number, string>();
  for (const image of root.querySelectorAll<HTMLImageElement>('.game-grid-static [data-game-id] img[src^="data:"]')) {
    const id = Number(image.closest('[data-game-id]')?.getAttribute('data-game-id'));
    art.set(id, image.getAttribute('src')!);
  }
  if (art.size === 0) return games;
  const list = games.page.list.map((game) => {
    const src = art.get(game.gameId);
    return src === undefined ? game : { ...game, imagePath: src };
  });
  return { ...games, page: { ...games.page, list } };
}
