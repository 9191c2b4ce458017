// Compiles the merchant schema once: the root file plus every part in schemas/merchant/, each
// registered under its file URL so the parts' relative $refs resolve the way editors resolve them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { repoRoot } from './paths.ts';

export const schemasDir = join(repoRoot, 'schemas');

export type SchemaObject = Record<string, unknown>;

/** Every merchant schema file, keyed by its file URL. */
export function readMerchantSchemas(dir = schemasDir): Map<string, SchemaObject> {
  const schemas = new Map<string, SchemaObject>();
  const add = (path: string) => {
    schemas.set(pathToFileURL(path).href, JSON.parse(readFileSync(path, 'utf8')) as SchemaObject);
  };
  add(join(dir, 'merchant.schema.json'));
  for (const name of readdirSync(join(dir, 'merchant')).sort()) {
    if (name.endsWith('.json')) add(join(dir, 'merchant', name));
  }
  return schemas;
}

let cached: ValidateFunction | undefined;

/**
 * allErrors so an operator sees every problem at once; no coercion so "20" is not silently a
 * number; strict so a typo in the schema itself fails here rather than validating nothing.
 * verbose keeps the failing schema on each error, which the messages use (titles, enums).
 */
export function merchantValidator(): ValidateFunction {
  if (cached) return cached;
  const ajv = new Ajv2020({ allErrors: true, strict: true, coerceTypes: false, discriminator: true, verbose: true, code: { optimize: false } });
  const schemas = readMerchantSchemas();
  let rootId = '';
  for (const [id, schema] of schemas) {
    if (id.endsWith('/merchant.schema.json')) rootId = id;
    ajv.addSchema(schema, id);
  }
  cached = ajv.getSchema(rootId);
  if (!cached) throw new Error(`Merchant schema not found in ${schemasDir}`);
  return cached;
}
