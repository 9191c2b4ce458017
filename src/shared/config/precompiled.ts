// Validators compiled once and kept as ajv's standalone code: compiling the merchant schema and its
// companions is most of a platform start's config check, and the schemas rarely change. Each set is
// stored under node_modules/.cache/portal-engine/ by a hash of everything that decides its code
// (ajv's version, the options, every schema's text, what is exported), so a later process loads
// the code instead of compiling, and a changed schema compiles anew. The code is ajv's own output
// for the same compile: the checks and their errors are the same. Node only.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Ajv2020 as Ajv, Options, ValidateFunction } from 'ajv/dist/2020.js';
import { repoRoot } from './paths.ts';

export interface ValidatorSet {
  /** Names the cached file (merchant, content, ...). */
  name: string;
  options: Options;
  /** Every schema the validators use, by id. */
  schemas: ReadonlyArray<readonly [string, object]>;
  /** Export name → schema id (or id#/pointer) of each validator the set offers. */
  exports: Record<string, string>;
  /** ajv-formats' formats (date-time, email, uri, ...), as the platform's API checks use them. */
  formats?: boolean;
}

/** Where compiled sets are kept; a test points it elsewhere. */
export const validatorCache = { dir: join(repoRoot, 'node_modules', '.cache', 'portal-engine') };
/** How many sets this process compiled rather than loaded (tests read it). */
export const compileCount = { value: 0 };

const require = createRequire(import.meta.url);
const ajvVersion = (require('ajv/package.json') as { version: string }).version;

function hashOf(set: ValidatorSet): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([ajvVersion, set.name, set.options, set.exports, set.formats === true]));
  for (const [id, schema] of set.schemas) hash.update(`\n${id}\n${JSON.stringify(schema)}`);
  return hash.digest('hex').slice(0, 20);
}

/** The set's validators: from the cache when it holds this exact set, else compiled (and cached). */
export function precompiledValidators(set: ValidatorSet): Record<string, ValidateFunction> {
  const file = join(validatorCache.dir, `${set.name}-${hashOf(set)}.cjs`);
  // The code requires ajv's small run-time helpers, found from the cache inside node_modules.
  if (existsSync(file)) return createRequire(file)(file) as Record<string, ValidateFunction>;
  compileCount.value += 1;
  // Loaded only to compile: a process whose validators are all cached never loads the compiler.
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const { _ } = require('ajv') as typeof import('ajv');
  const standaloneCode = (require('ajv/dist/standalone/index.js') as { default: typeof import('ajv/dist/standalone/index.js').default }).default;
  // The code refers to the formats by a require of their module, as ajv-formats documents.
  const formats = set.formats ? { formats: _`require("ajv-formats/dist/formats").fullFormats` } : {};
  const ajv: Ajv = new Ajv2020({ ...set.options, code: { ...set.options.code, source: true, ...formats } });
  if (set.formats) (require('ajv-formats') as { default: (ajv: Ajv) => void }).default(ajv);
  for (const [id, schema] of set.schemas) ajv.addSchema(schema, id);
  const validators = Object.fromEntries(Object.entries(set.exports).map(([name, id]) => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`${set.name} validators: no schema ${id}`);
    return [name, validate];
  }));
  try {
    mkdirSync(validatorCache.dir, { recursive: true });
    // Written beside and renamed: processes starting together never read half a file.
    const next = `${file}.${process.pid}`;
    writeFileSync(next, standaloneCode(ajv, set.exports));
    renameSync(next, file);
  } catch {
    // A read-only checkout compiles on every start, as it did before the cache.
  }
  return validators;
}
