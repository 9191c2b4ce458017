// Session checks asked in one turn of the event loop share one read; a check asked later is a
// read of its own, sent after it was asked (so nothing committed before it is missed).
import { describe, expect, it } from 'vitest';
import { batchedRead } from '../../src/platform/db/batched-read.ts';

function recorder(fail = false) {
  const calls: string[][] = [];
  const read = batchedRead<string, string>(async (keys) => {
    calls.push(keys);
    if (fail) throw new Error('database down');
    return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, `row of ${k}`]));
  });
  return { calls, read };
}

describe('batchedRead', () => {
  it('reads the keys asked for in one turn together, once each, and answers each its own', async () => {
    const { calls, read } = recorder();
    const answers = await Promise.all(['a', 'b', 'a', 'missing', 'c'].map((k) => read(k)));
    expect(calls).toEqual([['a', 'b', 'missing', 'c']]);
    expect(answers).toEqual(['row of a', 'row of b', 'row of a', undefined, 'row of c']);
  });

  it('gives each check of the same key its own copy of the row', async () => {
    const read = batchedRead<string, { profile: { seen: number } }>(async (keys) => new Map(keys.map((k) => [k, { profile: { seen: 0 } }])));
    const [first, second] = await Promise.all([read('a'), read('a')]);
    first!.profile.seen = 1;
    expect(second!.profile.seen).toBe(0);
  });

  it('sends a key asked for in a later turn in a read of its own', async () => {
    const { calls, read } = recorder();
    const first = read('a');
    await new Promise((resolve) => setImmediate(resolve));
    const second = read('a');
    expect(await first).toBe('row of a');
    expect(await second).toBe('row of a');
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('splits a large turn into reads of at most 200 keys', async () => {
    const { calls, read } = recorder();
    const keys = Array.from({ length: 450 }, (_, i) => `k${i}`);
    expect(await Promise.all(keys.map((k) => read(k)))).toEqual(keys.map((k) => `row of ${k}`));
    expect(calls.map((c) => c.length)).toEqual([200, 200, 50]);
  });

  it('fails every check of a read that fails', async () => {
    const { read } = recorder(true);
    const results = await Promise.allSettled([read('a'), read('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
