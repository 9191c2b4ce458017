// The jackpot block's figure: the configured base at midnight UTC, growing by perSecond, and the
// merchant config refuses a block without a growth rate (validated like every block).
import { describe, expect, it } from 'vitest';
import { jackpotAt } from '../../src/portal/blocks/jackpotCounter/JackpotCounter.tsx';

describe('jackpot counter', () => {
  it('starts each UTC day at its base and grows by perSecond', () => {
    const midnight = Date.UTC(2026, 10, 28);
    expect(jackpotAt(midnight, 1000, 2.5)).toBe(1000);
    expect(jackpotAt(midnight + 60_000, 1000, 2.5)).toBe(1150);
    expect(jackpotAt(midnight + 86_400_000, 1000, 2.5)).toBe(1000);
  });
});
