// Compiles the merchant schema once: the root file plus every part in schemas/merchant/, each
// registered under its file URL so the parts' relative $refs resolve the way editors resolve them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Options, ValidateFunction } from 'ajv/dist/2020.js';
import { repoRoot } from './paths.ts';
import { precompiledValidators } from './precompiled.ts';

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

/**
 * allErrors so an operator sees every problem at once; no coercion so "20" is not silently a
 * number; strict so a typo in the schema itself fails here rather than validating nothing.
 * verbose keeps the failing schema on each error, which the messages use (titles, enums).
 */
export const CONFIG_AJV_OPTIONS: Options = { allErrors: true, strict: true, coerceTypes: false, discriminator: true, verbose: true, code: { optimize: false } };

let cached: ValidateFunction | undefined;

export function merchantValidator(): ValidateFunction {
  if (cached) return cached;
  const schemas = readMerchantSchemas();
  const rootId = [...schemas.keys()].find((id) => id.endsWith('/merchant.schema.json'));
  if (!rootId) throw new Error(`Merchant schema not found in ${schemasDir}`);
  cached = precompiledValidators({ name: 'merchant', options: CONFIG_AJV_OPTIONS, schemas: [...schemas], exports: { merchant: rootId } }).merchant!;
  return cached;
}
