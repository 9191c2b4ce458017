// The reward centre's rules (constants.rewardCenter) are validated like the rest of the merchant
// config: the exact pointer, keyword and sentence for a promo code in small letters, a code listed
// twice (its uses are kept under it), days out of order, an amount finer than the currency, and
// a missing time zone. Run on copies of the shipped merchants.
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { createFixture } from './helpers/merchant-fixture.ts';

function problemsAfter(code: string, from: string, to: string) {
  const fixture = createFixture();
  fixture.edit(code, from, to);
  return loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems.map((p) => ({ file: p.file.split('/').slice(-2).join('/'), line: p.line, pointer: p.pointer, keyword: p.keyword, message: p.message }));
}

describe('reward centre config', () => {
  it('accepts the shipped rules', () => {
    const fixture = createFixture();
    expect(loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems).toEqual([]);
  });

  it('refuses a code in small letters and a zero sign-in amount, with file and line', () => {
    expect(problemsAfter('bdwin', '"code": "BDWIN2026"', '"code": "bdwin2026"')).toEqual([
      expect.objectContaining({ file: 'bdwin/merchant.json', line: expect.any(Number), pointer: '/constants/rewardCenter/promoCodes/0/code', keyword: 'pattern' }),
    ]);
    expect(problemsAfter('bdwin', '"amounts": [2, 3, 5', '"amounts": [0, 3, 5')).toEqual([
      expect.objectContaining({ pointer: '/constants/rewardCenter/signIn/amounts/0', keyword: 'exclusiveMinimum', message: '0 is too small; it must be above 0' }),
    ]);
  });

  it('refuses a code listed twice, days out of order and an amount finer than the currency', () => {
    const twice = problemsAfter('bdwin', '"promoCodes": [\n', '"promoCodes": [\n        { "code": "BDWIN2026", "amount": 5, "from": "2026-01-01", "to": "2026-02-01", "limit": 10 },\n');
    expect(twice).toEqual([
      expect.objectContaining({ pointer: '/constants/rewardCenter/promoCodes/1/code', keyword: 'duplicate-promo-code', message: "the promo code 'BDWIN2026' is already used by an earlier code" }),
    ]);
    expect(problemsAfter('vnlotto', '"from": "2026-01-01", "to": "2027-12-31"', '"from": "2027-01-01", "to": "2026-12-31"')).toEqual([
      expect.objectContaining({ pointer: '/constants/rewardCenter/promoCodes/0/to', keyword: 'promo-code-days', message: 'the last day 2026-12-31 must be a real date on or after the first day 2027-01-01' }),
    ]);
    expect(problemsAfter('vnlotto', '"newbie": { "amount": 50000,', '"newbie": { "amount": 50000.5,')).toEqual([
      expect.objectContaining({ pointer: '/constants/rewardCenter/newbie/amount', keyword: 'reward-amount', message: '50000.5 has more decimals than the currency VND has (0)' }),
    ]);
    expect(problemsAfter('cnstar', '"code": "CNSTAR888", "amount": 8.88,', '"code": "CNSTAR888", "amount": 8.885,')).toEqual([
      expect.objectContaining({ pointer: '/constants/rewardCenter/promoCodes/0/amount', keyword: 'reward-amount' }),
    ]);
  });

  it('needs the merchant\'s time zone', () => {
    expect(problemsAfter('cnstar', '"utcOffsetMinutes": 480,\n      "signIn"', '"signIn"')).toEqual([
      expect.objectContaining({ pointer: '/constants/rewardCenter/utcOffsetMinutes', keyword: 'required', message: expect.stringContaining('utcOffsetMinutes') }),
    ]);
  });

  it('needs a mission\'s points prize in whole points', () => {
    expect(problemsAfter('bdwin', '"prize": {"kind": "points", "amount": 500}', '"prize": {"kind": "points", "amount": 2.5}')).toEqual([
      expect.objectContaining({ pointer: '/constants/missions/items/4/prize/amount', keyword: 'mission-amount', message: 'a points prize is a whole number of points, not 2.5' }),
    ]);
  });
});
