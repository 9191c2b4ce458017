// A member's launched game on the API test platform (tests/platform/helpers.ts, merchant alpha):
// log in for real, launch a slot, and call the demo provider's API on its launch host.
import { expect } from 'vitest';
import type { TestPlatform } from '../platform/helpers.ts';
import { hostRequest, type HostResponse } from './harness.ts';

export const LOCAL = '127.0.0.1';

/** A session token of a seeded account (from an IP the seed knows: no SMS step). */
export async function logIn(t: TestPlatform, username: string, password: string): Promise<string> {
  const login = await t.login(username, password, { ip: LOCAL });
  expect(login.body.success, JSON.stringify(login.body)).toBe(true);
  return login.body.value.token as string;
}

/** The launch call as the portal sends it, from `portalHost` (default alpha.localhost:<port>). */
export function launchSlot(t: TestPlatform, token: string, gameId: number, portalHost?: string): Promise<HostResponse> {
  return hostRequest(t.platform.port, '/wps/game/launchGame', {
    host: portalHost ?? `alpha.localhost:${t.platform.port}`,
    headers: { Authorization: token, Merchant: 'alpha' },
    body: { gameId, launchMode: 'GLS' },
  });
}

export async function firstSlotId(t: TestPlatform): Promise<number> {
  const list = await t.raw('GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1');
  return list.body.value.list[0].gameId as number;
}

/** The ticket of a successful launch. */
export async function ticketFor(t: TestPlatform, token: string): Promise<string> {
  const launched = (await launchSlot(t, token, await firstSlotId(t))).json<{ success: boolean; value: { game_url: string } }>();
  expect(launched.success, JSON.stringify(launched)).toBe(true);
  return new URL(launched.value.game_url).searchParams.get('ticket') ?? '';
}

/** A call to the demo provider on its launch host. */
export function gameCall(t: TestPlatform, path: string, body?: unknown): Promise<HostResponse> {
  const host = new URL(t.platform.gameOrigins[0] ?? '').host;
  return hostRequest(t.platform.port, path, { host, ...(body === undefined ? {} : { body }) });
}

export const state = (t: TestPlatform, ticket: string) => gameCall(t, `/demo-games/api/state?ticket=${ticket}`);
export const round = (t: TestPlatform, body: Record<string, unknown>) => gameCall(t, '/demo-games/api/round', body);

/** The member's wallet balance in minor units. */
export async function balanceOf(t: TestPlatform, token: string): Promise<number> {
  return (await t.raw('GET', '/wps/v2/wallets/balance', { token })).body.value.sumBalanceMinor as number;
}
