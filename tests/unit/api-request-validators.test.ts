// A call's request check is compiled when first needed and kept as ajv's standalone code
// (src/platform/validation.ts through shared/config/precompiled.ts): a later process loads the
// code instead of compiling, and the loaded check, formats included, refuses and accepts exactly
// as a check compiled by the platform's ajv (createApiAjv), with the same errors.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCount, validatorCache } from '../../src/shared/config/precompiled.ts';
import { compileOnFirstUse, createApiAjv } from '../../src/platform/validation.ts';

const root = join(import.meta.dirname, '../..');
const saved = validatorCache.dir;
// Inside the checkout: the kept code requires ajv's helpers and ajv-formats from node_modules.
mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
const dir = mkdtempSync(join(root, 'node_modules', '.cache', 'api-validators-'));

const schema = {
  type: 'object',
  required: ['email', 'amount'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', format: 'email', maxLength: 40 },
    at: { type: 'string', format: 'date-time' },
    amount: { type: 'integer', minimum: 1 },
    channel: { enum: ['bank', 'wallet'] },
  },
};

const inputs: unknown[] = [
  { email: 'a@example.com', amount: 5 },
  { email: 'a@example.com', amount: 5, at: '2026-11-30T01:02:03Z', channel: 'bank' },
  { email: 'not an address', amount: 0 },
  { email: 'a@example.com', amount: '5' },
  { email: 'a@example.com', amount: 5, at: 'yesterday', channel: 'post', extra: 1 },
  {},
  'a string',
];

beforeAll(() => {
  validatorCache.dir = dir;
});
afterAll(() => {
  validatorCache.dir = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe('request checks kept as standalone code', () => {
  it('compiles once, then loads the kept code; both answer as the compiled check', () => {
    const reference = createApiAjv().compile(schema);
    const before = compileCount.value;
    const first = compileOnFirstUse(schema);
    // Nothing is compiled until a request needs it.
    expect(compileCount.value).toBe(before);
    const answers = (validate: ((data: unknown) => boolean) & { errors?: unknown }) => inputs.map((input) => [validate(input), validate(input) ? null : validate.errors]);
    const expected = inputs.map((input) => [reference(input), reference(input) ? null : reference.errors]);
    expect(answers(first)).toEqual(expected);
    expect(compileCount.value).toBe(before + 1);
    expect(readdirSync(dir)).toHaveLength(1);
    // As a later process would: the kept code, compiled by no one.
    const later = compileOnFirstUse(structuredClone(schema));
    expect(answers(later)).toEqual(expected);
    expect(compileCount.value).toBe(before + 1);
    // The formats are checked by the kept code too, not skipped.
    expect(later({ email: 'not an address', amount: 1 })).toBe(false);
    expect(later.errors?.[0]).toMatchObject({ keyword: 'format', params: { format: 'email' } });
  });

  it('a different schema is compiled and kept on its own', () => {
    const before = compileCount.value;
    const other = compileOnFirstUse({ ...schema, required: ['email'] });
    expect(other({ email: 'a@example.com' })).toBe(true);
    expect(compileCount.value).toBe(before + 1);
    expect(readdirSync(dir)).toHaveLength(2);
  });
});
