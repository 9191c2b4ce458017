/**
 * agent01's team at play over the last 60 days, so the agent centre's team reports (team betting,
 * team transactions, profit and loss) have content on a fresh start. Where the games area runs,
 * each seeded member of the two-level downline below agent01 (SEED_TEAM_PLAYERS) gets:
 * - a few credited deposits (deposits store: a request, then its credit through the ledger);
 * - real-money rounds on a handful of days, on games of several categories of the merchant's
 *   catalogue, played through playRound (the demo games' own round code: the round row, the bet
 *   and the win move through the ledger wallet under the round's idempotency keys);
 * and agent01 sends agent02 a team transfer, which agent02 passes on to player21; three members
 * withdraw (seed-team-withdrawals.ts).
 *
 * Deterministic: the plan comes from a hash of merchant and username, the outcomes from a fixed
 * seed secret (HMAC of the round key, as live rounds under the provider's own secret), so every
 * fresh start shows the same figures. About a third of the rounds win, and only small slot wins
 * (a 1.00 bet paying 2x to 8x): the seeded winners of SEED_WINS (9x lottery wins) stay at the top
 * of the winner board, and the team's profit or loss comes out a loss, as a house edge makes it.
 * The plan picks the outcome; the round id (a suffix found by trying) makes the secret draw it. Modest: SEED_TEAM_DAYS x 2 rounds per member. Re-running
 * finds the settled rounds, the deposits (by reference) and the transfer (by request key) and
 * moves nothing. The members of SEED_WINS are left out: the winner board's test counts theirs.
 */
import type { Database } from './db/database.ts';
import { createCatalogues } from './games/context.ts';
import { ALLOWED_BETS, drawLottery, spinSlot } from './games/demo-engine.ts';
import { BALANCE_NOT_ENOUGH, playRound, roundOutcomeKey, RoundError } from './games/rounds.ts';
import { DEFAULT_CATALOGUE_SEED } from './games/routes.ts';
import { createSqlGameStore } from './games/store.ts';
import { createLedgerWallet } from './games/wallet.ts';
import type { Merchant } from './merchants.ts';
import type { Stores } from './stores.ts';
import { seedTeamWithdrawals } from './seed-team-withdrawals.ts';
import { periodRange } from './features/team/index.ts';
import { merchantUtcOffsetMinutes } from './features/team/index.ts';
import { nextTurn } from './next-turn.ts';

export const SEED_TEAM_PLAYERS = ['agent02', 'player21', 'player22', 'member01', 'traveller01'] as const;
/**
 * When today's round n (1 or 2) is played: 30 and 20 minutes ago, or, in the first 40 minutes
 * of the merchant's day, spread over the part of the day that has passed.
 */
export function todayRoundAt(now: number, dayStart: number, n: number): number {
  const wanted = now - (40 - n * 10) * 60_000;
  return wanted >= dayStart ? wanted : dayStart + Math.floor(((now - dayStart) * n) / 3);
}

/** Days (before the seeding time) a member plays on; two rounds each. The last is within the hour. */
export const SEED_TEAM_DAYS = [58, 44, 30, 16, 9, 4, 1, 0] as const;
/** Deposits (minor units) on these days before the seeding time, before that day's rounds. */
const DEPOSITS: readonly [daysAgo: number, minor: number][] = [[59, 200_000], [31, 100_000], [10, 50_000]];
const SEED_SECRET = 'seed-team-rounds';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const WIN_SHARE = 0.35;
/** Slot multipliers a seeded win may pay (two cherries, three cherries, three lemons). */
const SMALL_WINS = [2, 5, 8];

/**
 * The round id (and lottery pick) that makes the seed secret draw the planned outcome: a loss, or
 * for a slot a small win. The first suffix that works, so the same member gets the same ids again.
 */
function plannedRound(merchant: string, memberId: number, username: string, day: number, n: number, kind: 'slot' | 'lottery', win: boolean): { roundId: string; pick: number } {
  for (let k = 0; k < 500; k += 1) {
    const roundId = `seed-team-${username}-${day}-${n}${k ? `-${k}` : ''}`;
    const key = roundOutcomeKey({ merchant, memberId, roundId });
    if (kind === 'lottery') return { roundId, pick: (drawLottery(SEED_SECRET, key, 0).drawn + 1) % 10 }; // a pick that misses
    const { multiplier } = spinSlot(SEED_SECRET, key);
    if (win ? SMALL_WINS.includes(multiplier) : multiplier === 0) return { roundId, pick: 0 };
  }
  throw new Error(`seed-team: no round id draws the planned outcome for ${username} on day ${day}`);
}

/** A small deterministic generator (mulberry32) per merchant and member. */
function random(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let x = Math.imul(h ^ (h >>> 15), 1 | h);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface SeedGame { gameId: number; kind: 'slot' | 'lottery'; gameType: string }
const gamesByMerchant = new Map<string, SeedGame[]>();

/** The first two playable games of each category of the merchant's catalogue (built once per process). */
function seedGames(merchant: Merchant, now: number): SeedGame[] {
  const key = `${merchant.code}:${JSON.stringify(merchant.config.vendors ?? null)}`;
  let games = gamesByMerchant.get(key);
  if (!games) {
    const { index } = createCatalogues({ now: () => now }, DEFAULT_CATALOGUE_SEED)(merchant);
    const perCategory = new Map<string, SeedGame[]>();
    for (const g of index.games) {
      if (g.isGame !== 'GAME') continue;
      const list = perCategory.get(g.gameType) ?? [];
      if (list.length < 2) list.push({ gameId: g.gameId, kind: g.demoKind, gameType: g.gameType });
      perCategory.set(g.gameType, list);
    }
    games = [...perCategory.values()].flat();
    gamesByMerchant.set(key, games);
  }
  return games;
}

export async function seedTeamActivity(stores: Stores, db: Database, merchant: Merchant, now: number, stopped: () => boolean = () => false): Promise<void> {
  const games = seedGames(merchant, now);
  if (games.length === 0) return;
  const currency = merchant.currency.code;
  const gameStore = createSqlGameStore(db);
  let at = now;
  const wallet = createLedgerWallet({ ledger: stores.ledger, currency: () => currency, now: () => at });
  const clearing = await stores.ledger.account(merchant.code, 'deposit', null, currency);
  const house = await stores.ledger.account(merchant.code, 'house', null, currency);
  const deps = { store: gameStore, wallet, secret: SEED_SECRET, now: () => at };
  const dayStart = periodRange('today', now, merchantUtcOffsetMinutes(merchant)).from;

  for (const username of SEED_TEAM_PLAYERS) {
    await nextTurn();
    if (stopped()) return;
    const member = await stores.members.findByUsername(merchant.code, username);
    if (!member) continue;
    const settled = new Set((await db.query<{ round_id: unknown }>(
      "SELECT round_id FROM game_rounds WHERE merchant = $1 AND member_id = $2 AND round_id LIKE 'seed-team-%' AND balance_after IS NOT NULL",
      [merchant.code, member.id],
    )).map((r) => String(r.round_id)));
    const walletId = await stores.ledger.account(merchant.code, 'member', member.id, currency);
    for (const [daysAgo, amount] of DEPOSITS) {
      const createdAt = now - daysAgo * DAY - 5 * HOUR;
      const { deposit } = await stores.deposits.create({
        merchant: merchant.code, memberId: member.id, channel: 'bank', method: 'gateway', currency, amount, fee: 0,
        reference: `seed-team-deposit-${daysAgo}`, createdAt, expiresAt: createdAt + HOUR,
      });
      // A request left uncredited by an interrupted seed is credited now; a credited one again is nothing.
      if (deposit.status === 'new') await stores.deposits.approve(merchant.code, deposit.id, { clearing, wallet: walletId, house }, createdAt + 10 * 60_000, 'seed', null);
    }
    const next = random(`${merchant.code}:${username}`);
    for (const day of SEED_TEAM_DAYS) {
      for (const n of [1, 2]) {
        const wins = next() < WIN_SHARE;
        const slots = games.filter((g) => g.kind === 'slot');
        const pool = wins && slots.length > 0 ? slots : games;
        const game = pool[Math.floor(next() * pool.length)]!;
        const bet = wins ? ALLOWED_BETS[0] : ALLOWED_BETS[Math.floor(next() * 3)]!; // 100, 500 or 1000 minor units
        const { roundId, pick } = plannedRound(merchant.code, member.id, username, day, n, game.kind, wins && game.kind === 'slot');
        if (settled.has(roundId)) continue;
        // Today's rounds within the last hour and inside the merchant's today (so "today" has rows
        // even minutes after its midnight), older ones in the evening.
        at = day === 0 ? todayRoundAt(now, dayStart, n) : now - day * DAY - (4 - n) * HOUR;
        try {
          await playRound(deps, { merchant: merchant.code, memberId: member.id, demo: false, gameId: game.gameId, kind: game.kind, roundId, bet, pick, gameType: game.gameType });
        } catch (error) {
          // A wallet emptied by a losing streak stops this member's play, as it would a player's.
          if (error instanceof RoundError && error.errorCode === BALANCE_NOT_ENOUGH) break;
          throw error;
        }
      }
    }
  }
  await seedTransfers(stores, merchant, now);
  await seedTeamWithdrawals(stores, merchant, now);
}

/** agent01 -> agent02 -> player21: one team transfer each way down, 40 and 39 days ago. */
async function seedTransfers(stores: Stores, merchant: Merchant, now: number): Promise<void> {
  const currency = merchant.currency.code;
  const chain: [from: string, to: string, daysAgo: number, minor: number][] = [['agent01', 'agent02', 40, 30_000], ['agent02', 'player21', 39, 10_000]];
  for (const [fromName, toName, daysAgo, wanted] of chain) {
    const from = await stores.members.findByUsername(merchant.code, fromName);
    const to = await stores.members.findByUsername(merchant.code, toName);
    if (!from || !to) continue;
    const fromWallet = await stores.ledger.account(merchant.code, 'member', from.id, currency);
    const toWallet = await stores.ledger.account(merchant.code, 'member', to.id, currency);
    // Never more than a quarter of what the sender holds (a currency without minor units seeds small credits).
    const amount = Math.min(wanted, Math.floor((await stores.ledger.balance(fromWallet)) / 4));
    if (amount <= 0) continue;
    await stores.transfers.send({
      merchant: merchant.code, fromMemberId: from.id, toMemberId: to.id, fromWallet, toWallet, kind: 'downline',
      amount, remark: 'Team float', requestKey: `seed-team-transfer-${fromName}`, at: now - daysAgo * DAY,
    });
  }
}
