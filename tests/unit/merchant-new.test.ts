import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMerchant } from '../../scripts/merchant-new.ts';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { createFixture } from './helpers/merchant-fixture.ts';

describe('npm run merchant:new', () => {
  it('scaffolds a merchant that validates next to the others', () => {
    const fixture = createFixture();
    const file = createMerchant('acme', fixture.merchantsDir);
    expect(existsSync(join(fixture.merchantsDir, 'acme', 'logo.svg'))).toBe(true);
    const { problems, merchants } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
    expect(problems).toEqual([]);
    const acme = merchants.find((m) => m.identity.code === 'acme');
    expect(acme?.identity).toMatchObject({ hosts: ['acme.localhost'], isDefault: false });
    expect(file).toBe(join(fixture.merchantsDir, 'acme', 'merchant.json'));
  });

  it('refuses a bad code and an existing folder', () => {
    const fixture = createFixture(['bdwin']);
    expect(() => createMerchant('Acme_1', fixture.merchantsDir)).toThrow(/not a merchant code/);
    expect(() => createMerchant('bdwin', fixture.merchantsDir)).toThrow(/already exists/);
  });
});
