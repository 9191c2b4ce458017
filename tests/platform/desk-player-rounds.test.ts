// The desk's bet records of a member (GLI-19 2.8.1): every real-money round with its game, stake,
// win, time and round id, newest first, page by page, within a range of the merchant's days; the
// statement's bet and win lines name their round's game. Support and admin of the member's
// merchant only: finance, another merchant's desk and every member role are refused.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, type TestAccount } from './accounts.ts';
import { deskToken } from './desk-helpers.ts';
import { roleSet, ROLES } from './role-matrix.ts';
import { firstSlotId, round, ticketFor } from '../games/launched-game.ts';
import { TestDatabases } from './test-databases.ts';
import { merchantDay } from '../../src/platform/merchant-day.ts';
import { merchantUtcOffsetMinutes } from '../../src/platform/features/team/index.ts';
import { gameInfo } from '../../src/platform/games/categories.ts';

const DAY = 86_400_000;

interface Round { roundId: string; at: number; gameId: number; gameName: string | null; betMinor: number; winMinor: number; status: string }
interface Made { roundId: string; at: number; bet: number; win: number; status: string }

TestDatabases.describeEach('desk player bet records', ({ postgres }) => {
  let t: TestPlatform;
  let alice: TestAccount;
  let slot: number;
  let slotName: string;
  let support: string;
  /** Alice's real-money rounds as made, oldest first. */
  const made: Made[] = [];
  let firstDay: string;
  let lastDay: string;

  /** A round row as the provider writes it (a pending one has no balance after). */
  async function insert(account: TestAccount, m: Made & { demo?: boolean }) {
    await t.platform.db.query(
      `INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)
       VALUES ('alpha', $1, $2, $3, $4, $5, $6, '{}', $7, $8, 'RNG')`,
      [account.id, m.roundId, slot, m.demo ?? false, m.bet, m.win, m.status === 'pending' ? null : 1, m.at],
    );
    if (account === alice && !m.demo) made.push(m);
  }

  beforeAll(async () => {
    t = await startTestPlatform({ postgres, games: true, withdrawalJobMs: false, depositJobMs: false });
    alice = await newAccount(t, { creditMinor: 1_000_000 });
    const bob = await newAccount(t, { creditMinor: 1_000_000 });
    slot = await firstSlotId(t);
    slotName = gameInfo(t.platform.merchants.byCode('alpha')!).get(slot)!.gameName;
    const offset = merchantUtcOffsetMinutes(t.platform.merchants.byCode('alpha')!);
    firstDay = merchantDay(t.clock.now(), offset);
    // Three rounds through the demo provider (their stake and win go through the ledger).
    const ticket = await ticketFor(t, await tokenOf(t, alice));
    for (const [n, bet] of [[1, 100], [2, 500], [3, 1_000]] as const) {
      const played = await round(t, { ticket, roundId: `desk-round-${n}`, bet });
      expect(played.status, played.text).toBe(200);
      const r = played.json<{ value: { round: { bet: number; win: number; createdAt: number } } }>().value.round;
      made.push({ roundId: `desk-round-${n}`, at: t.clock.now(), bet: r.bet, win: r.win, status: r.win > 0 ? 'won' : 'lost' });
      t.clock.advance(1_000);
    }
    await insert(alice, { roundId: 'desk-pending-1', at: t.clock.now(), bet: 700, win: 0, status: 'pending' });
    await insert(alice, { roundId: 'desk-demo-1', at: t.clock.now(), bet: 99_900, win: 0, status: 'lost', demo: true });
    await insert(bob, { roundId: 'desk-bobs-1', at: t.clock.now(), bet: 8_800, win: 0, status: 'lost' });
    // Two days on, one more round: a range of days holds what falls on it.
    t.clock.advance(2 * DAY);
    lastDay = merchantDay(t.clock.now(), offset);
    await insert(alice, { roundId: 'desk-later-1', at: t.clock.now(), bet: 1_500, win: 4_000, status: 'won' });
    support = await deskToken(t, 'support01');
  }, 300_000);
  afterAll(async () => t?.close());

  const desk = (path: string, token?: string, merchant = 'alpha') => t.raw('GET', path, { token: token ?? support, merchant });
  const rounds = (query: string, token?: string) => desk(`/wps/desk/player/rounds?id=${alice.id}${query}`, token);

  it('lists the member\'s real-money rounds newest first with game, stake, win, time and round id, a page at a time', async () => {
    const first = await rounds('&pageSize=3');
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    expect(first.body.value).toMatchObject({ total: 5, page: 1, pageSize: 3 });
    const second = await rounds('&pageSize=3&page=2');
    expect(second.body.value).toMatchObject({ total: 5, page: 2, pageSize: 3 });
    const listed = [...first.body.value.items, ...second.body.value.items] as Round[];
    // Newest first; the demo round and another member's round are not the member's bet records.
    const expected = [...made].sort((a, b) => b.at - a.at || (a.roundId < b.roundId ? 1 : -1));
    expect(listed).toEqual(expected.map((m) => ({ roundId: m.roundId, at: m.at, gameId: slot, gameName: slotName, betMinor: m.bet, winMinor: m.status === 'pending' ? 0 : m.win, status: m.status })));
    expect((await rounds('&page=3&pageSize=3')).body.value.items).toEqual([]);
    expect((await rounds('')).body.value).toMatchObject({ total: 5, pageSize: 20 });
  });

  it('the provider\'s rounds are the ledger\'s bets and wins, and the statement names their game', async () => {
    const statement = await desk(`/wps/desk/player/statement?id=${alice.id}&pageSize=100`);
    expect(statement.body.success, JSON.stringify(statement.body)).toBe(true);
    const lines = statement.body.value.items as { category: string; amountMinor: number; gameName: string | null }[];
    const played = made.filter((m) => m.roundId.startsWith('desk-round-'));
    const bets = lines.filter((l) => l.category === 'bet');
    const wins = lines.filter((l) => l.category === 'win');
    expect(bets.map((l) => -l.amountMinor).sort((a, b) => a - b)).toEqual(played.map((m) => m.bet).sort((a, b) => a - b));
    expect(wins.reduce((s, l) => s + l.amountMinor, 0)).toBe(played.reduce((s, m) => s + m.win, 0));
    for (const line of [...bets, ...wins]) expect(line.gameName).toBe(slotName);
    for (const line of lines.filter((l) => l.category !== 'bet' && l.category !== 'win')) expect(line.gameName).toBeNull();
  });

  it('narrows to a range of the merchant\'s days and refuses bad or reversed days, naming the field', async () => {
    const later = await rounds(`&from=${lastDay}&to=${lastDay}`);
    expect(later.body.value.total).toBe(1);
    expect(later.body.value.items.map((r: Round) => r.roundId)).toEqual(['desk-later-1']);
    expect((await rounds(`&to=${firstDay}`)).body.value.total).toBe(4);
    expect((await rounds(`&from=${firstDay}`)).body.value.total).toBe(5);
    const notADay = await rounds('&from=2026-02-30');
    expectFailureEnvelope(notADay.body, 'validation.failed');
    expect(notADay.body.value.errors[0].field).toBe('from');
    const reversed = await rounds(`&from=${lastDay}&to=${firstDay}`);
    expectFailureEnvelope(reversed.body, 'validation.failed');
    expect(reversed.body.value.errors[0].field).toBe('to');
    expectFailureEnvelope((await rounds('&pageSize=101')).body, 'validation.failed');
    expectFailureEnvelope((await rounds('&pageSize=0')).body, 'validation.failed');
  });

  it('support and admin of the member\'s merchant only: finance, another merchant\'s desk and member roles are refused', async () => {
    expect((await rounds('', await deskToken(t, 'admin01'))).body.value.total).toBe(5);
    expectFailureEnvelope((await rounds('', await deskToken(t, 'finance01'))).body, 'desk.role.forbidden');
    const beta = await deskToken(t, 'support01', 'beta');
    expectFailureEnvelope((await desk(`/wps/desk/player/rounds?id=${alice.id}`, beta, 'beta')).body, 'desk.member.notFound');
    expectFailureEnvelope((await desk('/wps/desk/player/rounds?id=999999999')).body, 'desk.member.notFound');
    expect((await t.raw('GET', `/wps/desk/player/rounds?id=${alice.id}`, { merchant: 'alpha' })).status).toBe(401);
    const roles = await roleSet(t);
    for (const role of ROLES) {
      const token = roles.token[role];
      if (token === null) continue;
      const merchant = role === 'anotherMerchant' ? 'beta' : 'alpha';
      expect((await desk(`/wps/desk/player/rounds?id=${alice.id}`, token, merchant)).status, role).toBe(401);
    }
  });
});
