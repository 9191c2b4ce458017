// Historical winning rounds of the seeded members, so the winner board (GCSGAME_getRankList,
// computed from settled rounds by store.topWins) has entries on a fresh platform. Each one is a
// demo-provider lottery round played through playRound, the function the demo games' round call
// uses: the round row, the bet and the win move through the ledger wallet under the round's
// idempotency keys, so every balance stays the sum of its ledger entries. A lottery round wins
// when the pick is the drawn digit; the seeder picks the digit the round will draw. Re-seeding
// finds the settled rounds and moves nothing.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Merchant } from '../merchants.ts';
import { nextTurn } from '../next-turn.ts';
import type { Stores } from '../stores.ts';
import { createCatalogues } from './context.ts';
import { drawLottery } from './demo-engine.ts';
import { playRound, roundOutcomeKey } from './rounds.ts';
import { DEFAULT_CATALOGUE_SEED } from './routes.ts';
import { createSqlGameStore } from './store.ts';
import { createLedgerWallet } from './wallet.ts';

export interface SeedWin {
  username: string;
  /** Bet in minor units (one of the demo games' ALLOWED_BETS); a lottery win pays 9x. */
  bet: number;
  /** When the round was played, before the seeding time. */
  hoursAgo: number;
}

/**
 * Per merchant, played in this order. Each member's bets rise from the smallest, so a merchant
 * whose currency has no minor unit (seed credit 100) can still cover each bet from earlier wins.
 */
export const SEED_WINS: readonly SeedWin[] = [
  { username: 'newbie01', bet: 100, hoursAgo: 72 },
  { username: 'secure01', bet: 100, hoursAgo: 60 },
  { username: 'secure01', bet: 500, hoursAgo: 59 },
  { username: 'expired01', bet: 100, hoursAgo: 48 },
  { username: 'expired01', bet: 500, hoursAgo: 47 },
  { username: 'expired01', bet: 1000, hoursAgo: 46 },
  { username: 'expired01', bet: 5000, hoursAgo: 45 },
];

const HOUR = 3_600_000;

export const seedWinRoundId = (win: SeedWin, index: number): string => `seed-win-${index + 1}-${win.username}`;

/** Lottery game ids per merchant catalogue (the catalogue takes ~0.1 s to build: built once per process). */
const lotteryGames = new Map<string, number[]>();

function lotteryGameIds(merchant: Merchant, now: number): number[] {
  const key = `${DEFAULT_CATALOGUE_SEED}:${merchant.code}:${JSON.stringify(merchant.config.vendors ?? null)}`;
  let ids = lotteryGames.get(key);
  if (!ids) {
    // The same catalogue the game routes serve (same seed, same merchant vendors; ids and names do not depend on the time).
    const { index } = createCatalogues({ now: () => now }, DEFAULT_CATALOGUE_SEED)(merchant);
    ids = index.games.filter((g) => g.demoKind === 'lottery' && g.isGame === 'GAME').map((g) => g.gameId);
    lotteryGames.set(key, ids);
  }
  return ids;
}

export async function seedWinningRounds(stores: Stores, db: Database, merchant: Merchant, now: number): Promise<void> {
  const store = createSqlGameStore(db);
  let at = now;
  const wallet = createLedgerWallet({ ledger: stores.ledger, currency: () => merchant.currency.code, now: () => at });
  const secret = randomBytes(32).toString('hex');
  let games: number[] | null = null;
  for (const [i, win] of SEED_WINS.entries()) {
    await nextTurn();
    const member = await stores.members.findByUsername(merchant.code, win.username);
    if (!member) continue;
    const roundId = seedWinRoundId(win, i);
    const existing = await store.findRound(merchant.code, member.id, roundId);
    if (existing && existing.balanceAfter !== null) continue;
    games ??= lotteryGameIds(merchant, now);
    if (games.length === 0) return; // a catalogue without lottery games: no seeded wins
    const gameId = existing?.gameId ?? games[i % games.length]!;
    // The digit this round draws (a round left half-done by an interrupted seed keeps its pick).
    const pick = (existing?.outcome as { pick?: number } | undefined)?.pick
      ?? drawLottery(secret, roundOutcomeKey({ merchant: merchant.code, memberId: member.id, roundId }), 0).drawn;
    at = existing?.createdAt ?? now - win.hoursAgo * HOUR;
    const { round } = await playRound(
      { store, wallet, secret, now: () => at },
      { merchant: merchant.code, memberId: member.id, demo: false, gameId, kind: 'lottery', roundId, bet: win.bet, pick },
    );
    if (round.win <= 0) throw new Error(`seeded round ${roundId} on ${merchant.code} did not win`);
  }
}
