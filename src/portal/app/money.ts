// The portal's way to the one money formatter (src/shared/money.ts): the merchant's currency from
// the config, never the portal language, so the header, the winner board and every other amount
// read the same in BN and EN.
import { formatCount, formatDateTime, formatDateTimeAtOffset, formatMoney, formatPercent, toMinorUnits } from '../../shared/money.ts';
import type { WalletBalance } from '../state/store.ts';
import { useConfig } from './config-context.tsx';

export interface Money {
  /** Integer minor units as the merchant writes money. */
  format(minor: number): string;
  /** A major-unit protocol amount (winAmount, sumBalance), rounded to the currency's minor units. */
  formatMajor(major: number | string): string;
  /** The balance call's answer in minor units (its exact minor units when the platform sent them). */
  balanceMinor(balance: WalletBalance): number | null;
  /** A date and time written with the same locale and digits as the amounts. */
  dateTime(ms: number): string;
  /** The same, as the merchant's clock reads it (a fixed UTC offset from its config), with the offset shown. */
  dateTimeAt(ms: number, offsetMinutes: number): string;
  /** A percentage as the platform sends it (1.5 = 1.5 %), in the same digits. */
  percent(rate: number): string;
  /** A whole count in the same digits. */
  count(n: number): string;
}

export function useMoney(): Money {
  const currency = useConfig().identity.currency;
  const minorOf = (major: number | string) => toMinorUnits(major, currency.decimals);
  return {
    format: (minor) => formatMoney(minor, currency),
    formatMajor: (major) => {
      const minor = minorOf(major);
      return minor === null ? '' : formatMoney(minor, currency);
    },
    balanceMinor: (balance) => balance.sumBalanceMinor ?? minorOf(balance.sumBalance),
    dateTime: (ms) => formatDateTime(ms, currency),
    dateTimeAt: (ms, offsetMinutes) => formatDateTimeAtOffset(ms, currency, offsetMinutes),
    percent: (rate) => formatPercent(rate, currency),
    count: (n) => formatCount(n, currency),
  };
}
