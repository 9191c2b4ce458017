// The merchant's day: reward centre rules count days from the merchant's midnight
// (constants.rewardCenter.utcOffsetMinutes), never the server's or the browser's.
export const DAY_MS = 86_400_000;

/** The merchant's date (YYYY-MM-DD) at `at`, `daysAgo` days back. */
export function merchantDay(at: number, utcOffsetMinutes: number, daysAgo = 0): string {
  return new Date(at + utcOffsetMinutes * 60_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** Epoch ms of the merchant's midnight that starts `day`. */
export function dayStart(day: string, utcOffsetMinutes: number): number {
  return Date.parse(`${day}T00:00:00Z`) - utcOffsetMinutes * 60_000;
}

/** [from, to) of the merchant's day `daysAgo` days before the one `at` falls in. */
export function dayRange(at: number, utcOffsetMinutes: number, daysAgo = 0): { day: string; from: number; to: number } {
  const day = merchantDay(at, utcOffsetMinutes, daysAgo);
  const from = dayStart(day, utcOffsetMinutes);
  return { day, from, to: from + DAY_MS };
}
