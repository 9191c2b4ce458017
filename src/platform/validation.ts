/**
 * The platform's own ajv (2020-12), checking the call schemas' requests (and, in check mode, their
 * responses). No type coercion: a number where a string belongs is a 400, not a silent conversion.
 */
import { createRequire } from 'node:module';
import type { Ajv2020, ErrorObject, Options, ValidateFunction } from 'ajv/dist/2020.js';
import { precompiledValidators } from '../shared/config/precompiled.ts';

const API_AJV_OPTIONS: Options = {
  allErrors: true, coerceTypes: false, strict: true, strictRequired: false, allowUnionTypes: true, discriminator: true,
  useDefaults: false, removeAdditional: false,
};

const require = createRequire(import.meta.url);

export function createApiAjv(): Ajv2020 {
  const { Ajv2020: Ajv } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const ajv = new Ajv(API_AJV_OPTIONS);
  (require('ajv-formats') as { default: (a: Ajv2020) => void }).default(ajv);
  return ajv;
}

/**
 * A route's request check, made when a request first needs it: compiling every call's schemas up
 * front is most of the platform's start, and most calls are not asked in a process's first
 * seconds. Made once, it is kept as ajv's standalone code (shared/config/precompiled.ts): a later
 * process loads it instead of compiling, and does not load ajv's compiler at all. The same options
 * and formats as createApiAjv, so the same checks and errors. Fastify reads `errors` from the
 * function after a failed check, as from ajv's own.
 */
export function compileOnFirstUse(schema: object): ((data: unknown) => boolean) & { errors?: ErrorObject[] | null } {
  let compiled: ValidateFunction | null = null;
  const validate = (data: unknown): boolean => {
    compiled ??= precompiledValidators({ name: 'api-request', options: API_AJV_OPTIONS, formats: true, schemas: [['request', schema]], exports: { validate: 'request' } }).validate!;
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = null as ErrorObject[] | null | undefined;
  return validate;
}

/**
 * A validator with the same options and formats, kept as standalone code like compileOnFirstUse's:
 * check mode's reply checks (calls/check.ts), which every test platform compiled afresh for each
 * call it answered (seconds of a test file's time for the larger replies).
 */
export function keptApiValidator(name: string, schema: object): ValidateFunction {
  return precompiledValidators({ name, options: API_AJV_OPTIONS, formats: true, schemas: [['schema', schema]], exports: { validate: 'schema' } }).validate!;
}
