/**
 * A game list's first page for its server-rendered first screen (/rng, ...): the gameList call's
 * own answer for a guest, asked of this platform in-process (Fastify's inject), so the page
 * carries exactly what the portal would fetch: same filter, order, paging and call schema. Without
 * the games area (a platform started with `games: false`) or on any failure there is none, and
 * the page is served without markup.
 *
 * The tiles the server renders carry their art inside the page (`data:` URLs of the demo
 * provider's SVG, drawn by the same function its route answers with): the first tile is /rng's
 * largest paint, and as a file its request waited behind the scripts on a slow connection
 * (Lighthouse LCP 2.7-3.6 s). Only the markup's tiles (SERVER_TILES, about 2 KB each, under 1 KB
 * compressed for all of them); the rest of page 1 keeps its address. The art is in the markup
 * only: the boot data carries the call's answer, and the browser takes the pictures from the
 * markup before hydrating (src/portal/features/games/server-art.ts), so both sides show the same.
 */
import type { FastifyRequest } from 'fastify';
import { GAME_PAGE_SIZE } from '../../shared/games/index.ts';
import type { GameListResponse } from '../../generated/api/gameList.ts';
import { demoTileArtOfPath, svgDataUrl } from '../games/tile-art.ts';

/** The tiles a server-rendered list has in its markup (src/portal/features/games/GameGrid.tsx SERVER_TILES). */
export const INLINE_ART_TILES = 12;

/**
 * The page with its first `count` games' art as `data:` URLs; a game whose picture is not the
 * demo provider's (another image host, another path) keeps its address. The input is not changed.
 */
export function withFirstArtInline(page: GameListResponse, count = INLINE_ART_TILES): GameListResponse {
  const list = page.list.map((game, i) => {
    if (i >= count) return game;
    const art = demoTileArtOfPath(game.imagePath);
    return art === null ? game : { ...game, imagePath: svgDataUrl(art) };
  });
  return { ...page, list };
}

export async function firstGamePage(request: FastifyRequest, gameType: string): Promise<{ gameType: string; page: GameListResponse } | undefined> {
  try {
    const query = new URLSearchParams({ gameType, gameClassify: 'ALL', pageNo: '1', pageSize: String(GAME_PAGE_SIZE) });
    const answer = await request.server.inject({
      method: 'GET',
      url: `/wps/relay/GCSGAME_gameList?${query}`,
      headers: { merchant: request.merchant.code, ...(request.headers.host ? { host: request.headers.host } : {}) },
    });
    if (answer.statusCode !== 200) return undefined;
    const envelope = answer.json<{ success?: boolean; value?: GameListResponse }>();
    return envelope.success && envelope.value ? { gameType, page: envelope.value } : undefined;
  } catch (error) {
    request.log.warn(`The first page of ${gameType} for the served page failed; it is served without markup: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
