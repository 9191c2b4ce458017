/**
 * Throttles and countdowns as pure arithmetic on timestamps. The machines model a throttle as
 * a short cooling state and a countdown as a deadline; the UI uses these helpers to show them.
 */

/** True when an action last done at `lastAt` may run again at `now` (never run → allowed). */
export function throttleAllows(lastAt: number | null, now: number, minIntervalMs: number): boolean {
  return lastAt === null || now - lastAt >= minIntervalMs;
}

/** Deadline of a countdown of `seconds` started at `now`. */
export function deadlineAfter(now: number, seconds: number): number {
  return now + Math.max(0, seconds) * 1000;
}

/** Whole seconds left until `deadline` (rounded up, never negative). */
export function remainingSeconds(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Countdown length for SMS codes: fixed seconds (login, 60) or expiredMinutes × 60. */
export function smsCountdownSeconds(fixedSeconds: number | null, expiredMinutes: unknown, fallbackMinutes: number): number {
  if (fixedSeconds !== null) return fixedSeconds;
  const minutes = typeof expiredMinutes === 'number' && expiredMinutes > 0 ? expiredMinutes : fallbackMinutes;
  return Math.round(minutes * 60);
}
