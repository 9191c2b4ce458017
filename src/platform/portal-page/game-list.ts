/**
 * A game list's first page for its server-rendered first screen (/rng, ...): the gameList call's
 * own answer for a guest, asked of this platform in-process (Fastify's inject), so the page
 * carries exactly what the portal would fetch: same filter, order, paging and contract. Without
 * the games area (a platform started with `games: false`) or on any failure there is none, and
 * the page is served without markup.
 */
import type { FastifyRequest } from 'fastify';
import { GAME_PAGE_SIZE } from '../../shared/games/index.ts';
import type { GameListResponse } from '../../generated/api/gameList.ts';

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
