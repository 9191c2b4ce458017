/**
 * Withdrawal arithmetic both sides run: the platform to enforce, the withdraw page to preview.
 * All amounts are integer minor units; merchant settings are in major units and converted here.
 */
import type { WithdrawalSettings } from '../generated/merchant.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const majorToMinor = (major: number, decimals: number): number => Math.round(major * 10 ** decimals);

/** The fee kept from `amount`: percent + fixed, at least min, at most max (0 = no cap), never above the amount. */
export function withdrawalFee(amount: number, settings: Pick<WithdrawalSettings, 'fee'>, decimals: number): number {
  const { percent, fixedAmount, minAmount, maxAmount } = settings.fee;
  let fee = Math.ceil((amount * percent) / 100) + majorToMinor(fixedAmount, decimals);
  fee = Math.max(fee, majorToMinor(minAmount, decimals));
  if (maxAmount > 0) fee = Math.min(fee, majorToMinor(maxAmount, decimals));
  return Math.min(fee, amount);
}

/** The security deposit held with a request: amount × the penalty rate, rounded up. */
export const securityDeposit = (amount: number, penaltyRate: number): number => Math.ceil(amount * penaltyRate);

/** The largest amount whose deposit still fits in `balance`. */
export const withdrawableFor = (balance: number, penaltyRate: number): number => {
  let amount = Math.floor(balance / (1 + penaltyRate));
  while (amount > 0 && amount + securityDeposit(amount, penaltyRate) > balance) amount -= 1;
  return Math.max(0, amount);
};

const minutesOf = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** Whether `now` is within the merchant's withdrawal hours (a closing time before the opening time spans midnight). */
export function withinHours(now: number, hours: WithdrawalSettings['hours']): boolean {
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from === 0 && to === 24 * 60) return true;
  const local = Math.floor(((now + hours.utcOffsetMinutes * MINUTE) % DAY + DAY) % DAY / MINUTE);
  return from <= to ? local >= from && local < to : local >= from || local < to;
}

/** The start of the merchant's day containing `now` (daily counts reset then). */
export function dayStart(now: number, utcOffsetMinutes: number): number {
  const offset = utcOffsetMinutes * MINUTE;
  return Math.floor((now + offset) / DAY) * DAY - offset;
}

export interface TurnoverNeed {
  requiredMinor: number;
}

/**
 * The turnover rule. A cycle starts with the last credited deposit; it and every bonus credited
 * since it are conditions, each asking its amount × its own multiplier in valid bets. Bets count
 * from the moment a condition began and fill the open conditions oldest first; bets placed while
 * nothing is open do not pay ahead for a later bonus. `betsAfter[i]` are the valid bets from
 * condition i up to the next one. Returns what each condition has had counted (never above its
 * requirement); what is still needed is the sum of the differences.
 */
export function settleTurnover(conditions: readonly TurnoverNeed[], betsAfter: readonly number[]): number[] {
  const done = conditions.map(() => 0);
  for (let i = 0; i < conditions.length; i += 1) {
    let pool = betsAfter[i] ?? 0;
    for (let j = 0; j <= i && pool > 0; j += 1) {
      const had = done[j] ?? 0;
      const take = Math.min(pool, (conditions[j]?.requiredMinor ?? 0) - had);
      done[j] = had + take;
      pool -= take;
    }
  }
  return done;
}

/** The requirement of one condition in minor units (a fraction of a minor unit asks for a whole one). */
export const turnoverRequired = (amountMinor: number, multiplier: number): number => Math.ceil(amountMinor * multiplier);
