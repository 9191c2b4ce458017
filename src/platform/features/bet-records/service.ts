/**
 * Bet records and profit and loss for the signed-in member, from the demo provider's
 * rounds, the wallet's ledger entries and the rebate claims. A round's category is the one it was
 * recorded with, else its game's in the catalogue (rounds before migration 420).
 */
import { GAME_CATEGORIES } from '../../../shared/games/index.ts';
import { ApiError } from '../../errors.ts';
import { gameInfo } from '../../games/categories.ts';
import type { Merchant } from '../../merchants.ts';
import type { CategoryFilter, DaySums } from './store.ts';
import { BONUS_KINDS, MOVEMENT_KINDS } from '../history/index.ts';

const DAY_MS = 86_400_000;
/** The ledger kind the promotions issue credits bonuses under. */
export const PROMOTION_KINDS = ['promotion'] as const;
export const OTHER_CATEGORY = 'OTHER';
const MAX_TZ_MINUTES = 840;

export function parseCategory(merchant: Merchant, raw: string | undefined): CategoryFilter | null {
  if (raw === undefined || raw === 'all') return null;
  if (!(GAME_CATEGORIES as readonly string[]).includes(raw)) throw new ApiError(400, 'history.category.invalid', 'Not a game category');
  const gameIds = [...gameInfo(merchant)].filter(([, g]) => g.gameType === raw).map(([id]) => id);
  return { gameType: raw, gameIds };
}

export function parseTzOffset(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const minutes = /^-?[0-9]{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(Math.abs(minutes) <= MAX_TZ_MINUTES)) throw new ApiError(400, 'history.range.invalid', `tzOffset is -${MAX_TZ_MINUTES} to ${MAX_TZ_MINUTES} minutes`);
  return minutes * 60_000;
}

export function categoryOf(merchant: Merchant, gameType: string | null, gameId: number | null): string {
  if (gameType) return gameType;
  return (gameId === null ? undefined : gameInfo(merchant).get(gameId)?.gameType) ?? OTHER_CATEGORY;
}

export interface CategoryLine {
  category: string;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
  rebateMinor: number;
  profitMinor: number;
}

export interface ProfitInput {
  rounds: DaySums[];
  wallet: { kind: string; day: number; amountMinor: number }[];
  rebates: { category: string; day: number; amountMinor: number }[];
}

/** The page's figures from the range's sums; `days` runs over every day of [from, to). */
export function profitAndLoss(merchant: Merchant, input: ProfitInput, from: number, to: number, tzOffsetMs: number) {
  const lines = new Map<string, CategoryLine>();
  const line = (category: string) => {
    let l = lines.get(category);
    if (!l) lines.set(category, (l = { category, betMinor: 0, validBetMinor: 0, winMinor: 0, rebateMinor: 0, profitMinor: 0 }));
    return l;
  };
  const byDay = new Map<number, number>();
  const addDay = (day: number, amount: number) => byDay.set(day, (byDay.get(day) ?? 0) + amount);
  for (const r of input.rounds) {
    const l = line(categoryOf(merchant, r.gameType, r.gameId));
    l.betMinor += r.betMinor;
    l.validBetMinor += r.validBetMinor;
    l.winMinor += r.winMinor;
    l.profitMinor += r.winMinor - r.validBetMinor;
    addDay(r.day, r.winMinor - r.validBetMinor);
  }
  for (const r of input.rebates) {
    const l = line(r.category);
    l.rebateMinor += r.amountMinor;
    l.profitMinor += r.amountMinor;
    addDay(r.day, r.amountMinor);
  }
  const walletSum = (kinds: readonly string[]) => input.wallet.filter((w) => kinds.includes(w.kind)).reduce((s, w) => s + w.amountMinor, 0);
  for (const w of input.wallet) if ((BONUS_KINDS as readonly string[]).includes(w.kind)) addDay(w.day, w.amountMinor);
  const order = [...GAME_CATEGORIES, OTHER_CATEGORY] as readonly string[];
  const categories = [...lines.values()].sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
  const sum = (pick: (l: CategoryLine) => number) => categories.reduce((s, l) => s + pick(l), 0);
  const promotionMinor = walletSum(BONUS_KINDS);
  const totals = {
    depositMinor: walletSum(MOVEMENT_KINDS.deposit),
    // Holds are negative on the wallet, returns and refunds positive: the net taken out.
    withdrawalMinor: -walletSum(MOVEMENT_KINDS.withdrawal),
    betMinor: sum((l) => l.betMinor), validBetMinor: sum((l) => l.validBetMinor), winMinor: sum((l) => l.winMinor),
    rebateMinor: sum((l) => l.rebateMinor), promotionMinor, profitMinor: sum((l) => l.profitMinor) + promotionMinor,
  };
  const days: { day: string; profitMinor: number }[] = [];
  const first = Math.floor((from + tzOffsetMs) / DAY_MS);
  const last = Math.floor((to - 1 + tzOffsetMs) / DAY_MS);
  for (let d = first; d <= last; d += 1) days.push({ day: new Date(d * DAY_MS).toISOString().slice(0, 10), profitMinor: byDay.get(d) ?? 0 });
  return { categories, totals, days };
}

/** The kinds of wallet movement the page sums. */
export const PROFIT_WALLET_KINDS: readonly string[] = [...MOVEMENT_KINDS.deposit, ...MOVEMENT_KINDS.withdrawal, ...BONUS_KINDS];
