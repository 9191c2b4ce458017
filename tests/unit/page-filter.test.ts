// A page's shared filter in its address (src/portal/engine/page-filter.ts): read from a query
// string with bad values ignored, written back with the page's other parameters kept and
// defaults left out, so the address a member shares or reloads is short and always safe.
import { describe, expect, it } from 'vitest';
import { parseFilter, serializeFilter, type FilterSchema } from '../../src/portal/engine/page-filter.ts';

const schema = {
  type: { kind: 'choice', values: ['players', 'agents'], default: 'players' },
  search: { kind: 'text', maxLength: 5 },
} as const satisfies FilterSchema;

describe('parseFilter', () => {
  it('reads the filter\'s own fields, prefixed with its name', () => {
    expect(parseFilter('?page=downline&downline.type=agents&downline.search=ab%20c', 'downline', schema)).toEqual({ type: 'agents', search: 'ab c' });
    // Another filter's fields and the page's own parameters are not this filter's.
    expect(parseFilter('page=downline&income.type=agents&type=agents', 'downline', schema)).toEqual({ type: 'players', search: '' });
  });

  it('ignores a value the field does not take and uses its default', () => {
    expect(parseFilter('downline.type=admins&downline.search=toolong', 'downline', schema)).toEqual({ type: 'players', search: '' });
    expect(parseFilter('downline.type=&downline.search=a%00b', 'downline', schema)).toEqual({ type: 'players', search: '' });
    expect(parseFilter('downline.type=Agents', 'downline', schema).type).toBe('players');
    // A malformed escape is read as written (URLSearchParams never throws), then refused.
    expect(parseFilter('downline.type=%E0%A4%A&downline.search=%', 'downline', schema)).toEqual({ type: 'players', search: '%' });
  });

  it('takes the first of a repeated field', () => {
    expect(parseFilter('downline.type=agents&downline.type=players', 'downline', schema).type).toBe('agents');
  });

  it('uses the page\'s defaults where they are values the field takes', () => {
    expect(parseFilter('', 'downline', schema, { type: 'agents', search: 'ab' })).toEqual({ type: 'agents', search: 'ab' });
    expect(parseFilter('', 'downline', schema, { type: 'admins', search: 5 })).toEqual({ type: 'players', search: '' });
    expect(parseFilter('downline.type=players', 'downline', schema, { type: 'agents' }).type).toBe('players');
  });
});

describe('serializeFilter', () => {
  it('writes a change, keeps the other parameters in their order and leaves defaults out', () => {
    expect(serializeFilter('page=downline&member=x', 'downline', schema, { type: 'agents' })).toBe('page=downline&member=x&downline.type=agents');
    expect(serializeFilter('?page=downline&downline.type=agents&downline.search=ab', 'downline', schema, { type: 'players' })).toBe('page=downline&downline.search=ab');
    expect(serializeFilter('page=downline&downline.search=ab', 'downline', schema, { search: '' })).toBe('page=downline');
    expect(serializeFilter('downline.type=agents', 'downline', schema, { type: 'players' })).toBe('');
  });

  it('against the page\'s defaults: the schema\'s default is then written, the page\'s left out', () => {
    expect(serializeFilter('page=downline', 'downline', schema, { type: 'players' }, { type: 'agents' })).toBe('page=downline&downline.type=players');
    expect(serializeFilter('page=downline&downline.type=players', 'downline', schema, { type: 'agents' }, { type: 'agents' })).toBe('page=downline');
  });

  it('does not write a value the field does not take, nor a field the schema does not have', () => {
    expect(serializeFilter('page=downline&downline.type=agents', 'downline', schema, { type: 'admins', search: 'far too long' })).toBe('page=downline&downline.type=agents');
    expect(serializeFilter('page=downline', 'downline', schema, { colour: 'red' } as never)).toBe('page=downline');
  });

  it('round-trips: what it writes reads back the same', () => {
    const change = { type: 'agents', search: 'a&b=c' };
    expect(parseFilter(serializeFilter('page=downline', 'downline', schema, change), 'downline', schema)).toEqual(change);
  });
});
