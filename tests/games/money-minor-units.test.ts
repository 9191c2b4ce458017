// Regression: the demo game provider speaks integer minor units end to end and
// shows them with the merchant's currency. On the old code a vnlotto page wrote every amount as
// minor / 100 with two decimals: a ₫800 balance read "8.00" and the "1.00" bet took ₫100.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGamesHarness, type GamesHarness } from './harness.ts';
import { formatMoney } from '../../src/shared/money.ts';
import type { WireGameItem, WireGameListPage } from '../../src/shared/games/index.ts';

let h: GamesHarness;

interface Env<T = unknown> { success: boolean; value: T; errorCode: string | null }
interface State { balance: number; bets: number[]; text: { balance: string; bets: string[] } }
interface Round { round: { bet: number; win: number }; balance: number; text: { bet: string; win: string; balance: string } }

async function call<T>(merchant: string, path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Merchant: merchant, Device: 'web', 'X-Gateway-Version': '3' };
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(h.url + path, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const env = (await res.json()) as Env<T>;
  if (!env.success) throw new Error(`${path}: ${env.errorCode}`);
  return env.value;
}

/** Launches the first slot of `merchant` for `token`; returns the ticket. */
async function launchSlot(merchant: string, token: string): Promise<string> {
  const slot = (await call<WireGameListPage>(merchant, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).list[0] as WireGameItem;
  const launched = await call<{ game_url: string }>(merchant, '/wps/game/launchGame', token, {
    gameId: slot.gameId, nodeId: 0, accountType: 1, confirmTrans: 0, vassalage: slot.vassalage, launchMode: 'GLS',
    platform: 'html5-desktop', clientType: 3, merchantCode: merchant, language: 'EN',
  });
  return new URL(launched.game_url).searchParams.get('ticket') as string;
}

/** The balance the portal's header shows: the balance call's exact minor units through the same formatter. */
async function headerText(merchant: string, token: string): Promise<{ minor: number; text: string }> {
  const value = await call<{ sumBalanceMinor: number }>(merchant, '/wps/v2/wallets/balance?typeId=0', token);
  return { minor: value.sumBalanceMinor, text: formatMoney(value.sumBalanceMinor, currency(merchant)) };
}

const currency = (merchant: string) => {
  const found = h.merchants.byCode(merchant);
  if (!found) throw new Error(`no merchant ${merchant}`);
  return found.currency;
};

beforeAll(async () => {
  h = await startGamesHarness();
});
afterAll(async () => {
  await h.close();
});

describe('demo game provider amounts', () => {
  it('vnlotto: the page shows ₫800 as the header does, and its 100-dong bet debits exactly 100 dong', async () => {
    const member = await h.member({ merchant: 'vnlotto', balance: 800 });
    const ticket = await launchSlot('vnlotto', member.token);
    const shown = (await h.hostFetch(`/demo-games/api/state?ticket=${ticket}`)).json<Env<State>>().value;
    const header = await headerText('vnlotto', member.token);
    expect(shown.balance).toBe(800);
    expect(shown.text.balance).toBe('800\u00a0₫');
    expect(shown.text.balance).toBe(header.text);
    expect(shown.bets).toEqual([100, 500, 1000, 5000]);
    expect(shown.text.bets).toEqual(['100\u00a0₫', '500\u00a0₫', '1.000\u00a0₫', '5.000\u00a0₫']);

    const played = (await h.hostFetch('/demo-games/api/round', { body: { ticket, roundId: 'vnd-round-0001', bet: shown.bets[0] } })).json<Env<Round>>().value;
    const after = await headerText('vnlotto', member.token);
    // What the page offered ("100 ₫") is what left the wallet; the win (if any) is what it says.
    expect(played.round.bet).toBe(100);
    expect(played.text.bet).toBe(shown.text.bets[0]);
    expect(after.minor).toBe(800 - 100 + played.round.win);
    expect(played.balance).toBe(after.minor);
    expect(played.text.balance).toBe(after.text);
    expect(played.text.win).toBe(formatMoney(played.round.win, currency('vnlotto')));
  });

  it('bdwin: the same minor units shown with two decimals', async () => {
    const member = await h.member({ merchant: 'bdwin', balance: 100_000 });
    const ticket = await launchSlot('bdwin', member.token);
    const shown = (await h.hostFetch(`/demo-games/api/state?ticket=${ticket}`)).json<Env<State>>().value;
    expect(shown.text).toEqual({ balance: '৳1,000.00', bets: ['৳1.00', '৳5.00', '৳10.00', '৳50.00'] });
    const played = (await h.hostFetch('/demo-games/api/round', { body: { ticket, roundId: 'bdt-round-0001', bet: 500 } })).json<Env<Round>>().value;
    const after = await headerText('bdwin', member.token);
    expect(after.minor).toBe(100_000 - 500 + played.round.win);
    expect(played.text).toMatchObject({ bet: '৳5.00', balance: after.text });
  });

  it('the winner board sends exact minor units next to the protocol major-unit winAmount', async () => {
    const board = await call<{ vo: { winAmount: number; winAmountMinor: number } }[]>('vnlotto', '/wps/relay/GCSGAME_getRankList');
    expect(board.length).toBeGreaterThan(0);
    for (const { vo } of board) expect(vo.winAmount).toBe(vo.winAmountMinor);
    const bd = await call<{ vo: { winAmount: number; winAmountMinor: number } }[]>('bdwin', '/wps/relay/GCSGAME_getRankList');
    for (const { vo } of bd) expect(Math.round(vo.winAmount * 100)).toBe(vo.winAmountMinor);
  });

  it('vnlotto transfers: a typed "100" moves exactly 100 dong; a decimal the currency lacks is refused', async () => {
    const member01 = await h.stores.members.findByUsername('vnlotto', 'member01');
    if (!member01) throw new Error('no seeded member01 on vnlotto');
    const token = await h.session(member01.id, 'vnlotto');
    const before = await headerText('vnlotto', token);
    const moved = await call<{ sumBalanceMinor: number }>('vnlotto', '/wps/relay/GCS_walletTransfer', token, { toUsername: 'agent01', amount: '100', idempotencyKey: 'vnd-transfer-1' });
    expect(moved.sumBalanceMinor).toBe(before.minor - 100);
    expect((await headerText('vnlotto', token)).minor).toBe(before.minor - 100);
    await expect(call('vnlotto', '/wps/relay/GCS_walletTransfer', token, { toUsername: 'agent01', amount: '1.5', idempotencyKey: 'vnd-transfer-2' })).rejects.toThrow('amount.invalid');
  });

  it('the pages write no amount of their own: they show the API text only', () => {
    for (const file of ['common.js', 'slot.js', 'lottery.js']) {
      const source = readFileSync(new URL(`../../src/platform/games/demo-assets/${file}`, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/toFixed|toLocaleString|Intl\.|\/ ?100\b/);
    }
  });
});
