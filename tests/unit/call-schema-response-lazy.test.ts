// A call schema's full response schema (the merchant config's parts inlined) is made when first
// read rather than at start: what it reads must be the same schema the eager inlining makes,
// every time it is read, for every call.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineRefs, readCallSchemas } from '../../src/platform/calls/load.ts';

describe('call schemas: the response schema made on first read', () => {
  const calls = [...readCallSchemas().values()];

  it('equals the response inlined from the call file, for every call', () => {
    expect(calls.length).toBeGreaterThan(100);
    for (const call of calls) {
      const raw = JSON.parse(readFileSync(call.file, 'utf8')) as { response: unknown };
      expect(call.response, call.name).toEqual(inlineRefs(raw.response, call.file));
    }
  });

  it('is made once: a second read is the same object', () => {
    const call = calls.find((c) => c.name === 'portalConfig') ?? calls[0]!;
    expect(call.response).toBe(call.response);
  });

  it('is there when the schema is copied or written out (the type generator spreads it)', () => {
    const call = calls[0]!;
    expect({ ...call }.response).toEqual(call.response);
    expect(JSON.parse(JSON.stringify(call)).response).toEqual(call.response);
  });

  it('keeps the serializer schema opaque about the merchant config, unlike the full one', () => {
    const call = calls.find((c) => c.name === 'portalConfig');
    expect(call).toBeDefined();
    expect(JSON.stringify(call!.responseForSerializer).length).toBeLessThan(JSON.stringify(call!.response).length);
  });
});
