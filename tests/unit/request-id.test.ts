// Request ids are cut from a buffer of random bytes filled for many at once: each id must still be
// its own 12 hex digits, across the refills too.
import { describe, expect, it } from 'vitest';
import { requestId } from '../../src/platform/app.ts';

describe('requestId', () => {
  it('gives 12 hex digits, none repeated over several refills of its random bytes', () => {
    const ids = Array.from({ length: 5000 }, () => requestId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
