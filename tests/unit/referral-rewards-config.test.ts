// The merchant's referral rules are validated like the rest of its config: the exact pointer,
// keyword and sentence for a kind the platform cannot count, an id used twice (payments are kept
// under it), and a bonus finer than the currency.
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { createFixture } from './helpers/merchant-fixture.ts';

function problemsAfter(code: string, from: string, to: string) {
  const fixture = createFixture();
  fixture.edit(code, from, to);
  return loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems.map((p) => ({ pointer: p.pointer, keyword: p.keyword, message: p.message }));
}

describe('referral rewards config', () => {
  it('accepts the shipped rules', () => {
    const fixture = createFixture();
    expect(loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems).toEqual([]);
  });

  it('refuses a kind it cannot count and a zero threshold', () => {
    expect(problemsAfter('bdwin', '"kind": "validBet", "threshold": 5000', '"kind": "login", "threshold": 5000')).toEqual([
      { pointer: '/constants/referralRewards/rules/1/kind', keyword: 'enum', message: expect.stringContaining("'login'") },
    ]);
    expect(problemsAfter('bdwin', '"threshold": 500,', '"threshold": 0,')).toEqual([
      { pointer: '/constants/referralRewards/rules/0/threshold', keyword: 'exclusiveMinimum', message: '0 is too small; it must be above 0' },
    ]);
  });

  it('refuses a rule id used twice and a bonus finer than the currency', () => {
    expect(problemsAfter('bdwin', '"id": "bets-5000"', '"id": "first-deposit"')).toEqual([
      { pointer: '/constants/referralRewards/rules/1/id', keyword: 'duplicate-referral-rule', message: "the referral rule id 'first-deposit' is already used by an earlier rule" },
    ]);
    expect(problemsAfter('vnlotto', '"bonus": 50000 }', '"bonus": 50000.5 }')).toEqual([
      { pointer: '/constants/referralRewards/rules/0/bonus', keyword: 'referral-amount', message: '50000.5 has more decimals than the currency VND has (0)' },
    ]);
  });
});
