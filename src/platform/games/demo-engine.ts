// The demo game provider's maths: a three-reel slot and a pick-one-digit lottery draw. Outcomes
// come from an HMAC of the round id under a server secret, so a client cannot choose a winning
// round id, and a retried round (same id) has the same outcome anyway.
import { createHmac } from 'node:crypto';

export const SLOT_SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** Reel strip weights (same order as SLOT_SYMBOLS). */
const WEIGHTS = [8, 7, 5, 3, 1];
const THREE_OF_A_KIND: Record<SlotSymbol, number> = { CHERRY: 5, LEMON: 8, BELL: 15, STAR: 40, SEVEN: 100 };
/** Multiplier for exactly two cherries. */
const TWO_CHERRIES = 2;
export const LOTTERY_PAYOUT = 9;
/** Bets in minor units that the demo games accept. */
export const ALLOWED_BETS = [100, 500, 1000, 5000] as const;

// Type aliases, not interfaces: a round record stores the outcome as a plain JSON object.
export type SlotOutcome = {
  kind: 'slot';
  reels: [SlotSymbol, SlotSymbol, SlotSymbol];
  multiplier: number;
};

export type LotteryOutcome = {
  kind: 'lottery';
  pick: number;
  drawn: number;
  multiplier: number;
};

export type RoundOutcome = SlotOutcome | LotteryOutcome;

function roundBytes(secret: string, key: string): Buffer {
  return createHmac('sha256', secret).update(key).digest();
}

function weightedSymbol(byte: number): SlotSymbol {
  const total = WEIGHTS.reduce((a, b) => a + b, 0);
  let point = byte % total;
  for (let i = 0; i < WEIGHTS.length; i++) {
    point -= WEIGHTS[i] as number;
    if (point < 0) return SLOT_SYMBOLS[i] as SlotSymbol;
  }
  return 'CHERRY';
}

export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a !== undefined && a === b && b === c) return THREE_OF_A_KIND[a];
  return reels.filter((s) => s === 'CHERRY').length === 2 ? TWO_CHERRIES : 0;
}

export function spinSlot(secret: string, key: string): SlotOutcome {
  const bytes = roundBytes(secret, key);
  const reels = [weightedSymbol(bytes[0] ?? 0), weightedSymbol(bytes[1] ?? 0), weightedSymbol(bytes[2] ?? 0)] as [SlotSymbol, SlotSymbol, SlotSymbol];
  return { kind: 'slot', reels, multiplier: slotMultiplier(reels) };
}

export function drawLottery(secret: string, key: string, pick: number): LotteryOutcome {
  const drawn = (roundBytes(secret, key).readUInt32BE(0)) % 10;
  return { kind: 'lottery', pick, drawn, multiplier: drawn === pick ? LOTTERY_PAYOUT : 0 };
}
