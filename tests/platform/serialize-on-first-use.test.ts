// Response serializers are built when their route first answers, not when it is registered: a
// schema fast-json-stringify cannot build fails only on first use, and a good one writes what
// Fastify's own serializer writes (only the schema's fields, in its types).
import { describe, expect, it } from 'vitest';
import { buildSerializerOnFirstUse } from '../../src/platform/serialize-on-first-use.ts';

const route = (schema: object) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('serializers built on first use', () => {
  it('does not build a serializer until it is first used', () => {
    const compile = buildSerializerOnFirstUse()({}, {});
    const broken = compile(route({ type: 'object', properties: { a: { $ref: '#/definitions/missing' } } }));
    expect(() => broken({ a: 1 })).toThrow();
  });

  it('writes what Fastify’s serializer writes', () => {
    const serialize = buildSerializerOnFirstUse()({}, {})(route({ type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } }));
    expect(serialize({ id: 7, name: 'a', secret: 'not in the schema' })).toBe('{"id":7,"name":"a"}');
    expect(serialize({ id: 8, name: 'b' })).toBe('{"id":8,"name":"b"}');
  });
});
