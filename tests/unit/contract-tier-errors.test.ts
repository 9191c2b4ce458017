// Where the platform's refusal of a contract offer shows in the tier table (tier-check.ts): under
// the level and field the platform names, under the field of a failed request path, and for a
// rate above the agent's own under the top level's highest rate; anything else on the form.
import { describe, expect, it } from 'vitest';
import { tierFieldOf } from '../../src/portal/features/contracts/tier-check.ts';
import { fieldName } from '../../src/shared/forms/server-errors.ts';

const tiers = [{ singleBetMinor: 100, lossRate: 0.5, profitRate: 0.2 }, { singleBetMinor: 500, lossRate: 0.8, profitRate: 1.1 }];

describe('a refused offer in the tier table', () => {
  it('shows a tier problem under its level and field', () => {
    expect(tierFieldOf('contract.tiers.order', { tier: 1, field: 'singleBetMinor' }, tiers)).toBe('tiers/1/singleBetMinor');
  });
  it('shows a failed request path under its field', () => {
    expect(tierFieldOf('validation.failed', { errors: [{ field: 'tiers.0.lossRate', keyword: 'type' }] }, tiers)).toBe('tiers/0/lossRate');
  });
  it('shows a rate above the agent\'s own under the top level\'s highest rate', () => {
    expect(tierFieldOf('contract.rate.aboveOwn', null, tiers)).toBe('tiers/1/profitRate');
  });
  it('leaves a period problem and other codes to the form', () => {
    expect(tierFieldOf('contract.period.invalid', { tier: -1, field: 'period' }, tiers)).toBeNull();
    expect(tierFieldOf('contract.offer.open', null, tiers)).toBeNull();
  });
});

describe('a failed request path as a form field', () => {
  it('is the nested field when the form has it, else the top property', () => {
    expect(fieldName('recipient.phone', ['quantity', 'recipient/phone'])).toBe('recipient/phone');
    expect(fieldName('/recipient/phone', ['quantity'])).toBe('recipient');
    expect(fieldName('body/amount')).toBe('amount');
  });
});
