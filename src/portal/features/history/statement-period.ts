// The statement's periods in the member's own calendar: the last 12 months (the default, what
// regulators ask a statement to cover) or one calendar month of the last 12.
import type { Range } from './range.ts';

export type Period = 'last12' | `month:${number}`;

/** The last 12 months up to the end of today (365 days: inside the platform's 12-month range). */
export function periodRange(period: Period, now: Date): Range {
  if (period === 'last12') {
    return { from: new Date(now.getFullYear(), now.getMonth(), now.getDate() - 364).getTime(), to: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() };
  }
  const back = Number(period.slice('month:'.length));
  const from = new Date(now.getFullYear(), now.getMonth() - back, 1).getTime();
  // The oldest month starts at most 12 months back: its first days before that are cut off.
  const earliest = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 364).getTime();
  return { from: Math.max(from, earliest), to: new Date(now.getFullYear(), now.getMonth() - back + 1, 1).getTime() };
}

export const PERIODS: readonly Period[] = ['last12', ...Array.from({ length: 12 }, (_, n) => `month:${n}` as const)];
