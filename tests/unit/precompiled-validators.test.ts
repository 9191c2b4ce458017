// The config check's validators are compiled once and then loaded as ajv's standalone code
// (src/shared/config/precompiled.ts): a second process compiles nothing, a changed schema is
// compiled again, and the loaded code answers exactly as the compiled one.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileCount, precompiledValidators, validatorCache, type ValidatorSet } from '../../src/shared/config/precompiled.ts';
import { CONFIG_AJV_OPTIONS } from '../../src/shared/config/schema.ts';

const momoa = vi.hoisted(() => ({ parses: 0 }));
vi.mock('@humanwhocodes/momoa', async (original) => {
  const actual = await original<typeof import('@humanwhocodes/momoa')>();
  return { ...actual, parse: (...args: Parameters<typeof actual.parse>) => ((momoa.parses += 1), actual.parse(...args)) };
});

const ID = 'file:///schemas/limits.json';
const limits = (maximum: number): ValidatorSet => ({
  name: 'limits',
  options: CONFIG_AJV_OPTIONS,
  schemas: [[ID, { type: 'object', title: 'Limits', required: ['max'], properties: { max: { type: 'integer', maximum } }, additionalProperties: false }]],
  exports: { limits: ID },
});

describe('precompiled config validators', () => {
  const saved = validatorCache.dir;
  beforeEach(() => {
    validatorCache.dir = mkdtempSync(join(tmpdir(), 'validators-'));
  });
  let made = '';
  beforeEach(() => {
    made = validatorCache.dir;
  });
  afterEach(() => {
    rmSync(made, { recursive: true, force: true });
    validatorCache.dir = saved;
  });

  it('compiles a set once; the next asks load its code, which reports the same errors', () => {
    const before = compileCount.value;
    const compiled = precompiledValidators(limits(10)).limits!;
    expect(compileCount.value).toBe(before + 1);
    expect(readdirSync(validatorCache.dir)).toHaveLength(1);

    const loaded = precompiledValidators(limits(10)).limits!;
    expect(compileCount.value).toBe(before + 1);
    expect(loaded).not.toBe(compiled);
    for (const value of [{ max: 3 }, { max: 11 }, { max: '3', extra: true }, {}]) {
      expect(loaded(value)).toBe(compiled(value));
      // verbose errors keep the failing schema, which the operator's sentences read (titles, enums)
      expect(loaded.errors).toEqual(compiled.errors);
    }
    expect(loaded.errors?.[0]?.parentSchema).toMatchObject({ title: 'Limits' });
  });

  it('a changed schema compiles anew instead of loading the old code', () => {
    const before = compileCount.value;
    expect(precompiledValidators(limits(10)).limits!({ max: 11 })).toBe(false);
    expect(precompiledValidators(limits(20)).limits!({ max: 11 })).toBe(true);
    expect(compileCount.value).toBe(before + 2);
    expect(readdirSync(validatorCache.dir)).toHaveLength(2);
  });

  it('a cache it cannot write still validates', () => {
    const notADirectory = join(validatorCache.dir, 'file');
    writeFileSync(notADirectory, '');
    validatorCache.dir = notADirectory;
    expect(precompiledValidators(limits(10)).limits!({ max: 3 })).toBe(true);
  });
});

describe('parsed files locate lazily', () => {
  // Loaded afresh, so it imports the counting parser even where a file before this one, in the
  // same worker, loaded it with the real one.
  let JsonSyntaxError: typeof import('../../src/shared/config/locate.ts').JsonSyntaxError;
  let locate: typeof import('../../src/shared/config/locate.ts').locate;
  let parseJson: typeof import('../../src/shared/config/locate.ts').parseJson;
  beforeAll(async () => {
    vi.resetModules();
    ({ JsonSyntaxError, locate, parseJson } = await import('../../src/shared/config/locate.ts'));
  });

  it('builds the syntax tree only when a position is asked for', () => {
    const before = momoa.parses;
    const parsed = parseJson('{\n  "a": {\n    "b": 1\n  }\n}');
    expect(parsed.value).toEqual({ a: { b: 1 } });
    expect(momoa.parses).toBe(before);
    expect(locate(parsed.document, '/a/b')).toEqual({ line: 3, column: 10 });
    expect(locate(parsed.document, '/a', true)).toEqual({ line: 2, column: 3 });
    expect(momoa.parses).toBe(before + 1);
  });

  it('a syntax error still names its line and column', () => {
    expect(() => parseJson('{\n  "a": 1,\n}')).toThrow(JsonSyntaxError);
    try {
      parseJson('{\n  "a": 1,\n}');
    } catch (error) {
      expect((error as InstanceType<typeof JsonSyntaxError>).position).toEqual({ line: 2, column: 9 });
    }
  });
});
