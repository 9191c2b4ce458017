// Mission times are written on the merchant's clock (a fixed UTC offset from its config), not the
// reader's browser: the merchant's midnight reads midnight whatever the process's TZ, with the
// offset shown, in the merchant's digits.
import { describe, expect, it } from 'vitest';
import { formatDateTimeAtOffset } from '../../src/shared/money.ts';

const MIDNIGHT_DHAKA = Date.UTC(2026, 0, 12, 18, 0); // 2026-01-13 00:00 at UTC+6

describe('formatDateTimeAtOffset', () => {
  it("writes the merchant's wall clock with its offset, whatever the process's time zone", () => {
    expect(formatDateTimeAtOffset(MIDNIGHT_DHAKA, { locale: 'en-US', digits: 'latn' }, 360)).toBe('1/13/26, 12:00 AM (UTC+6)');
    // The same instant on a clock west of UTC, with minutes in the offset.
    expect(formatDateTimeAtOffset(MIDNIGHT_DHAKA, { locale: 'en-US', digits: 'latn' }, -330)).toBe('1/12/26, 12:30 PM (UTC−5:30)');
  });

  it("uses the merchant's digits", () => {
    expect(formatDateTimeAtOffset(MIDNIGHT_DHAKA, { locale: 'bn-BD', digits: 'beng' }, 360)).toContain('১৩');
  });
});
