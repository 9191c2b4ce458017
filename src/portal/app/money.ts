// The portal's way to the one money formatter (src/shared/money.ts): the merchant's currency from
// the config, never the portal language, so the header, the winner board and every other amount
// read the same in BN and EN.
import { useTranslation } from 'react-i18next';
import { bcp47 } from '../../shared/i18n/languages.ts';
import { formatCount, formatDateTime, formatDateTimeAtOffset, formatMoney, formatPercent, toMinorUnits, withDigits } from '../../shared/money.ts';
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
  /** Points, grouped as the amounts are (12,500 points beside ৳12,500.00; bn-BD writes 1,00,000). */
  points(n: number): string;
  /** A clock or countdown put together as text ("04:59") in the same digits. */
  digits(text: string): string;
}

export function useMoney(): Money {
  const currency = useConfig().identity.currency;
  // Dates, counts and rates read as the page's language writes them (its order, its month names),
  // in the merchant's one set of digits; amounts keep the currency's own grouping.
  const { i18n } = useTranslation();
  const language = { locale: bcp47(i18n.language || 'EN'), digits: currency.digits };
  const minorOf = (major: number | string) => toMinorUnits(major, currency.decimals);
  return {
    format: (minor) => formatMoney(minor, currency),
    formatMajor: (major) => {
      const minor = minorOf(major);
      return minor === null ? '' : formatMoney(minor, currency);
    },
    balanceMinor: (balance) => balance.sumBalanceMinor ?? minorOf(balance.sumBalance),
    dateTime: (ms) => formatDateTime(ms, language),
    dateTimeAt: (ms, offsetMinutes) => formatDateTimeAtOffset(ms, language, offsetMinutes),
    percent: (rate) => formatPercent(rate, language),
    count: (n) => formatCount(n, language),
    points: (n) => formatCount(n, currency),
    digits: (text) => withDigits(text, currency.digits),
  };
}
