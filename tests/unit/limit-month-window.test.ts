// The month window of deposit, loss and wager limits is the longer of a calendar month and 30
// days (the stricter of the two readings): a window reaching back into February still spans 30
// days, and a deposit made on February 1 leaves it 30 days later, not on March 1.
import { describe, expect, it } from 'vitest';
import { resetsAt, windowStart } from '../../src/platform/features/deposit-limits/service.ts';

const DAY = 86_400_000;
const at = (month: number, day: number) => Date.UTC(2027, month - 1, day, 12);

describe('the month window of a limit', () => {
  it('reaches back 30 days where the calendar month before is shorter', () => {
    expect(windowStart('month', at(3, 1))).toBe(at(1, 30));
    expect(windowStart('month', at(3, 31))).toBe(at(3, 1));
    expect(at(3, 31) - windowStart('month', at(3, 31))).toBe(30 * DAY);
  });

  it('keeps a whole calendar month where that is longer', () => {
    expect(windowStart('month', at(8, 31))).toBe(at(7, 31));
    expect(windowStart('month', at(1, 15))).toBe(Date.UTC(2026, 11, 15, 12));
  });

  it('resets when the first counted amount leaves that window', () => {
    expect(resetsAt('month', at(2, 1), at(2, 2))).toBe(at(3, 3));
    expect(resetsAt('month', at(1, 1), at(1, 2))).toBe(at(2, 1));
    expect(resetsAt('day', at(2, 1), at(2, 1))).toBe(at(2, 2));
  });
});
