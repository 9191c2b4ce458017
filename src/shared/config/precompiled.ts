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
import { Ajv2020, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { repoRoot } from './paths.ts';

export interface ValidatorSet {
  /** Names the cached file (merchant, content, ...). */
  name: string;
  options: Options;
  /** Every schema the validators use, by id. */
  schemas: ReadonlyArray<readonly [string, object]>;
  /** Export name → schema id (or id#/pointer) of each validator the set offers. */
  exports: Record<string, string>;
}

/** Where compiled sets are kept; a test points it elsewhere. */
export const validatorCache = { dir: join(repoRoot, 'node_modules', '.cache', 'portal-engine') };
/** How many sets this process compiled rather than loaded (tests read it). */
export const compileCount = { value: 0 };

const require = createRequire(import.meta.url);
const ajvVersion = (require('ajv/package.json') as { version: string }).version;

function hashOf(set: ValidatorSet): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([ajvVersion, set.name, set.options, set.exports]));
  for (const [id, schema] of set.schemas) hash.update(`\n${id}\n${JSON.stringify(schema)}`);
  return hash.digest('hex').slice(0, 20);
}

/** The set's validators: from the cache when it holds this exact set, else compiled (and cached). */
export function precompiledValidators(set: ValidatorSet): Record<string, ValidateFunction> {
  const file = join(validatorCache.dir, `${set.name}-${hashOf(set)}.cjs`);
  // The code requires ajv's small run-time helpers, found from the cache inside node_modules.
  if (existsSync(file)) return createRequire(file)(file) as Record<string, ValidateFunction>;
  compileCount.value += 1;
  const ajv = new Ajv2020({ ...set.options, code: { ...set.options.code, source: true } });
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
