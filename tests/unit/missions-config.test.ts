// Missions in the merchant config: what the schema and the cross checks refuse, each with its
// pointer, keyword and the sentence an operator reads (claims are kept under the mission id, so a
// duplicate id would make two missions share them).
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { createFixture } from './helpers/merchant-fixture.ts';

function problemsAfter(code: string, from: string, to: string) {
  const fixture = createFixture();
  fixture.edit(code, from, to);
  return loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems.map((p) => ({ pointer: p.pointer, keyword: p.keyword, message: p.message }));
}

describe('missions config', () => {
  it('refuses a mission id used twice', () => {
    expect(problemsAfter('bdwin', '"id": "daily-deposit"', '"id": "daily-spin"')).toEqual([
      { pointer: '/constants/missions/items/1/id', keyword: 'duplicate-mission', message: "the mission id 'daily-spin' is already used by an earlier mission" },
    ]);
  });

  it('refuses a target kind it cannot count, and a zero target', () => {
    expect(problemsAfter('vnlotto', '"target": {"kind": "deposit", "amount": 200000}', '"target": {"kind": "login", "amount": 200000}')).toEqual([
      { pointer: '/constants/missions/items/1/target/kind', keyword: 'enum', message: "'login' is not a mission target kind; expected one of validBet, deposit" },
    ]);
    expect(problemsAfter('vnlotto', '"target": {"kind": "validBet", "amount": 10000}', '"target": {"kind": "validBet", "amount": 0}')).toEqual([
      { pointer: '/constants/missions/items/0/target/amount', keyword: 'exclusiveMinimum', message: '0 is too small; it must be above 0' },
    ]);
  });

  it('refuses a range without its last day, dates out of order, and dates on a daily mission', () => {
    expect(problemsAfter('cnstar', '"from": "2026-11-11", "to": "2026-12-12"', '"from": "2026-11-11"')).toEqual([
      { pointer: '/constants/missions/items/3/period', keyword: 'mission-range', message: 'a range mission needs both its first day (from) and its last day (to)' },
    ]);
    expect(problemsAfter('cnstar', '"from": "2026-11-11", "to": "2026-12-12"', '"from": "2026-12-12", "to": "2026-11-11"')).toEqual([
      { pointer: '/constants/missions/items/3/period/to', keyword: 'mission-range', message: 'the last day 2026-11-11 must be a real date on or after the first day 2026-12-12' },
    ]);
    expect(problemsAfter('bdwin', '"amount": 5000}, "period": {"kind": "weekly"}', '"amount": 5000}, "period": {"kind": "weekly", "from": "2026-11-01"}')).toEqual([
      { pointer: '/constants/missions/items/2/period', keyword: 'mission-range', message: "a weekly mission has no from or to; use kind 'range' for a mission between two dates" },
    ]);
    expect(problemsAfter('bdwin', '"from": "2026-11-15"', '"from": "15/11/2026"')[0]).toMatchObject({ pointer: '/constants/missions/items/3/period/from', keyword: 'pattern' });
  });

  it('refuses a prize finer than the currency and a label without a translation', () => {
    expect(problemsAfter('vnlotto', '"prize": {"kind": "money", "amount": 1000}', '"prize": {"kind": "money", "amount": 1000.5}')).toEqual([
      { pointer: '/constants/missions/items/0/prize/amount', keyword: 'mission-amount', message: '1000.5 has more decimals than the currency VND has (0)' },
    ]);
    // One problem per language bdwin offers (BN, EN, HI, UR).
    expect(problemsAfter('bdwin', '"labelKey": "missions.winterCup"', '"labelKey": "missions.summerCup"').map((p) => [p.pointer, p.keyword])).toEqual([
      ['/constants/missions/items/3/labelKey', 'missing-translation'], ['/constants/missions/items/3/labelKey', 'missing-translation'], ['/constants/missions/items/3/labelKey', 'missing-translation'],
      ['/constants/missions/items/3/labelKey', 'missing-translation'],
    ]);
  });
});
