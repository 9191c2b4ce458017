// Compiles the merchant schema once: the root file plus every part in schemas/merchant/, each
// registered under its file URL so the parts' relative $refs resolve the way editors resolve them.
// The screen blocks' part (merchant/blocks.json) is built from the block folders, not read.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Options, ValidateFunction } from 'ajv/dist/2020.js';
import { blockFolders, screenBlocksFile, screenBlocksSchema } from './block-folders.ts';
import { repoRoot } from './paths.ts';
import { precompiledValidators } from './precompiled.ts';

export const schemasDir = join(repoRoot, 'schemas');

export type SchemaObject = Record<string, unknown>;

/** Every merchant schema file, keyed by its file URL; blocks.json is the block folders' (block-folders.ts). */
export function readMerchantSchemas(dir = schemasDir): Map<string, SchemaObject> {
  const schemas = new Map<string, SchemaObject>();
  const add = (path: string) => {
    schemas.set(pathToFileURL(path).href, JSON.parse(readFileSync(path, 'utf8')) as SchemaObject);
  };
  add(join(dir, 'merchant.schema.json'));
  for (const name of readdirSync(join(dir, 'merchant')).sort()) {
    if (name.endsWith('.json')) add(join(dir, 'merchant', name));
  }
  const blocks = screenBlocksFile(dir);
  schemas.set(pathToFileURL(blocks).href, screenBlocksSchema(blockFolders.dirs, blocks));
  return schemas;
}

/**
 * allErrors so an operator sees every problem at once; no coercion so "20" is not silently a
 * number; strict so a typo in the schema itself fails here rather than validating nothing.
 * verbose keeps the failing schema on each error, which the messages use (titles, enums).
 */
export const CONFIG_AJV_OPTIONS: Options = { allErrors: true, strict: true, coerceTypes: false, discriminator: true, verbose: true, code: { optimize: false } };

// By the block folders read: a test that adds a folder gets a validator that knows its type.
const cached = new Map<string, ValidateFunction>();

export function merchantValidator(): ValidateFunction {
  const key = blockFolders.dirs.join('\n');
  const known = cached.get(key);
  if (known) return known;
  const schemas = readMerchantSchemas();
  const rootId = [...schemas.keys()].find((id) => id.endsWith('/merchant.schema.json'));
  if (!rootId) throw new Error(`Merchant schema not found in ${schemasDir}`);
  const validate = precompiledValidators({ name: 'merchant', options: CONFIG_AJV_OPTIONS, schemas: [...schemas], exports: { merchant: rootId } }).merchant!;
  cached.set(key, validate);
  return validate;
}
