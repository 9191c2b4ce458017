// Reward centre config checks JSON Schema cannot express: promo code uses are kept under the
// code, so a code listed twice would share one limit; a code's days must be real and in order;
// every amount must be payable in the currency's smallest unit, or what is paid would differ from
// what the page shows.
import type { MerchantConfig } from '../../generated/merchant.ts';

interface Finding {
  pointer: string;
  keyword: string;
  message: string;
}

export function checkRewardCenter(config: MerchantConfig): Finding[] {
  const settings = config.constants.rewardCenter;
  if (!settings) return [];
  const { code: currency, decimals } = config.identity.currency;
  const findings: Finding[] = [];
  const amount = (value: number, pointer: string) => {
    const scaled = value * 10 ** decimals;
    if (Math.abs(Math.round(scaled) - scaled) > 1e-6) findings.push({ pointer, keyword: 'reward-amount', message: `${value} has more decimals than the currency ${currency} has (${decimals})` });
  };
  const at = '/constants/rewardCenter';
  settings.signIn?.amounts.forEach((value, i) => amount(value, `${at}/signIn/amounts/${i}`));
  if (settings.newbie) amount(settings.newbie.amount, `${at}/newbie/amount`);
  if (settings.rescueFund) {
    amount(settings.rescueFund.minLoss, `${at}/rescueFund/minLoss`);
    if (settings.rescueFund.maxAmount !== undefined) amount(settings.rescueFund.maxAmount, `${at}/rescueFund/maxAmount`);
  }
  const codes = settings.promoCodes ?? [];
  codes.forEach((promo, i) => {
    const here = `${at}/promoCodes/${i}`;
    if (codes.findIndex((c) => c.code === promo.code) !== i) findings.push({ pointer: `${here}/code`, keyword: 'duplicate-promo-code', message: `the promo code '${promo.code}' is already used by an earlier code` });
    amount(promo.amount, `${here}/amount`);
    const real = (day: string) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
    };
    if (!real(promo.from) || !real(promo.to) || promo.from > promo.to) {
      findings.push({ pointer: `${here}/to`, keyword: 'promo-code-days', message: `the last day ${promo.to} must be a real date on or after the first day ${promo.from}` });
    }
  });
  return findings;
}
