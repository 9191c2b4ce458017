/**
 * The lottery groups a server-rendered home shows (a `lotteryGroups` block among the home's
 * blocks): the lotteryGroups call's own answer for a guest, asked of this platform in-process
 * like a game list's first page (game-list.ts). Rendered as a one-line "Loading" instead, the
 * block grew when its answer came and moved everything under it. Without the block, or on any
 * failure, there is none and the block loads in the browser as before.
 */
import type { FastifyRequest } from 'fastify';
import type { LotteryGroupsBlock, MerchantConfig } from '../../generated/merchant.ts';
import type { LotteryGroupsResponse } from '../../generated/api/lotteryGroups.ts';
import { vendorParams } from '../../shared/games/wire-names.ts';

export interface HomeLotteryGroups {
  /** The block's request without the language, as the portal sends it (its vendor, under the wire's name). */
  request: Record<string, string>;
  value: LotteryGroupsResponse;
}

export async function homeLotteryGroups(request: FastifyRequest, config: MerchantConfig, language: string): Promise<HomeLotteryGroups | undefined> {
  const block = config.screens.home.blocks.find((b): b is LotteryGroupsBlock => b.type === 'lotteryGroups');
  if (!block) return undefined;
  const asked: Record<string, string> = vendorParams(block.vendor);
  try {
    const answer = await request.server.inject({
      method: 'GET',
      url: `/lgw/games/lottery_groups?${new URLSearchParams({ ...asked, language })}`,
      headers: { merchant: request.merchant.code, ...(request.headers.host ? { host: request.headers.host } : {}) },
    });
    if (answer.statusCode !== 200) return undefined;
    const envelope = answer.json<{ success?: boolean; value?: LotteryGroupsResponse }>();
    return envelope.success && Array.isArray(envelope.value) ? { request: asked, value: envelope.value } : undefined;
  } catch (error) {
    request.log.warn(`The home's lottery groups for the served page failed; they load in the browser: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
