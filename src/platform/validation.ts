/**
 * The platform's own ajv (2020-12), compiling the call contracts' request schemas (and, in check
 * mode, their response schemas). No type coercion: a number where a string belongs is a 400, not
 * a silent conversion.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export function createApiAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true, coerceTypes: false, strict: true, strictRequired: false, allowUnionTypes: true, discriminator: true,
    useDefaults: false, removeAdditional: false,
  });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv;
}
