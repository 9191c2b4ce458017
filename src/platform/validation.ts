/**
 * The platform's own ajv (2020-12), compiling the call schemas' request schemas (and, in check
 * mode, their response schemas). No type coercion: a number where a string belongs is a 400, not
 * a silent conversion.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export function createApiAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true, coerceTypes: false, strict: true, strictRequired: false, allowUnionTypes: true, discriminator: true,
    useDefaults: false, removeAdditional: false,
  });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv;
}

/**
 * A route's request check, compiled when a request first needs it: compiling every call's schemas
 * up front is most of the platform's start, and most calls are not asked in a process's first
 * seconds. Fastify reads `errors` from the function after a failed check, as from ajv's own.
 */
export function compileOnFirstUse(ajv: Ajv2020, schema: object): ((data: unknown) => boolean) & { errors?: ErrorObject[] | null } {
  let compiled: ValidateFunction | null = null;
  const validate = (data: unknown): boolean => {
    compiled ??= ajv.compile(schema);
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = null as ErrorObject[] | null | undefined;
  return validate;
}
