/**
 * Fastify's own response serializers (fast-json-stringify, through the compiler Fastify ships
 * with), each built when its route first answers instead of when the route is registered: the
 * platform has hundreds of calls with a response schema, building them all was a large part of
 * the start (and of the memory held), and most calls are not asked in a process's first seconds.
 * What a serializer writes is unchanged: the same compiler, the same schema, the same options.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type BuildSerializer = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;
type Serialize = ReturnType<ReturnType<BuildSerializer>>;

// The compiler Fastify itself would use: resolved from Fastify's own dependencies, so it is the
// version Fastify was tested with.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const { SerializerSelector } = fromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => BuildSerializer };

export function buildSerializerOnFirstUse(): BuildSerializer {
  const build = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let serialize: Serialize | null = null;
      return (data) => (serialize ??= compile(route))(data);
    };
  };
}
