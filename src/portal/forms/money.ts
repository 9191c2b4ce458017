// The portal side of the money rules (shared/forms/money-input.ts): a typed amount checked in the
// member's language, its refusal as a sentence that names the rule and the bound in the
// merchant's money format. Forms call `check` before anything is sent.
import { useTranslation } from 'react-i18next';
import { bcp47 } from '../../shared/i18n/languages.ts';
import { moneyMessageKey, moneyMessageParams, readMoney, readingInLanguage, type MoneyRules } from '../../shared/forms/money-input.ts';
import { useConfig } from '../app/config-context.tsx';
import { useMoney } from '../app/money.ts';

/** How a bound is written in a refusal: money, points, a whole count or a percentage. */
export type MoneyUnit = 'money' | 'points' | 'count' | 'percent';

export type MoneyCheck = { ok: true; text: string; minor: number } | { ok: false; error: string };

export interface MoneyTools {
  decimals: number;
  /** The typed text against `rules`: the wire text and minor units, or the field's error sentence. */
  check(typed: string, rules: Omit<MoneyRules, 'decimals'>, unit?: MoneyUnit): MoneyCheck;
  /** A valid amount as the member's language groups it (under the field while typing). */
  reading(minor: number): string;
}

/** Money in the merchant's currency; `decimals` 0 and `unit` points for whole point counts, 2 and percent for a rate. */
export function useMoneyTools(decimalsOverride?: number): MoneyTools {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const currencyDecimals = useConfig().identity.currency.decimals;
  const decimals = decimalsOverride ?? currencyDecimals;
  const locale = bcp47(i18n.language);
  return {
    decimals,
    check(typed, rules, unit = 'money') {
      const read = readMoney(typed, { ...rules, decimals }, locale);
      if (read.ok) return read;
      const writers: Record<MoneyUnit, (minor: number) => string> = {
        money: money.format, points: money.points, count: money.count, percent: (minor) => money.percent(minor / 10 ** decimals),
      };
      return { ok: false, error: t(moneyMessageKey(read, decimals), moneyMessageParams(read, decimals, writers[unit])) };
    },
    reading: (minor) => readingInLanguage(minor, decimals, locale),
  };
}
