// The points mall's merchant config: what the schema and the cross checks refuse, each with its
// pointer and keyword (a duplicate product id would make two products share stock and history).
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { createFixture } from './helpers/merchant-fixture.ts';

function problemsAfter(code: string, from: string, to: string) {
  const fixture = createFixture();
  fixture.edit(code, from, to);
  return loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems.map((p) => [p.pointer, p.keyword]);
}

describe('points mall config', () => {
  it('refuses two products under one id', () => {
    expect(problemsAfter('bdwin', '"id": "live-chips"', '"id": "deposit-voucher"')).toEqual([['/constants/pointMall/products/1/id', 'duplicate-product']]);
  });

  it('refuses an earning rate for a category that does not exist, and a rate below 1', () => {
    expect(problemsAfter('bdwin', '"earn": { "RNG": 10,', '"earn": { "SLOTS": 10,')).toEqual([['/constants/pointMall/earn/SLOTS', 'additionalProperties']]);
    expect(problemsAfter('vnlotto', '"earn": { "RNG": 10000,', '"earn": { "RNG": 0,')).toEqual([['/constants/pointMall/earn/RNG', 'minimum']]);
  });

  it('refuses a product kind outside promotion, live and gift, and a name key without a translation', () => {
    expect(problemsAfter('cnstar', '"kind": "gift", "nameKey": "points.product.headphones"', '"kind": "toy", "nameKey": "points.product.headphones"'))
      .toEqual([['/constants/pointMall/products/3/kind', 'enum']]);
    // One problem per language cnstar offers.
    const missing = ['/constants/pointMall/products/4/nameKey', 'missing-translation'];
    expect(problemsAfter('cnstar', '"nameKey": "points.product.phone"', '"nameKey": "points.product.tablet"')).toEqual(['CN', 'EN', 'JA', 'TW'].map(() => missing));
  });
});
