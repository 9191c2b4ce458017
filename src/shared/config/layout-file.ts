// The base layout file (merchants/layout.json) checked on its own, like a merchant file: its
// schema (schemas/layout.schema.json) and every block of its pages, each problem with file, line
// and pointer. Node only.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { PageEntry } from '../pages/merge.ts';
import { JsonSyntaxError, locate, parseJson } from './locate.ts';
import { describeError } from './messages.ts';
import { baseLayoutFile, checkPages } from './page-checks.ts';
import type { Problem } from './problem.ts';
import { CONFIG_AJV_OPTIONS, readMerchantSchemas, schemasDir } from './schema.ts';
import { precompiledValidators } from './precompiled.ts';

let cached: ValidateFunction | undefined;

function layoutValidator(): ValidateFunction {
  if (cached) return cached;
  const file = `${schemasDir}/layout.schema.json`;
  const id = pathToFileURL(file).href;
  const layout = { ...(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>), $id: id };
  cached = precompiledValidators({ name: 'layout', options: CONFIG_AJV_OPTIONS, schemas: [...readMerchantSchemas(), [id, layout]], exports: { layout: id } }).layout!;
  return cached;
}

/** Every problem of the base layout that the merchants in `merchantsDir` extend. */
export function checkLayoutFile(merchantsDir: string): Problem[] {
  const path = baseLayoutFile(merchantsDir);
  const file = relative(process.cwd(), path) || path;
  let parsed;
  try {
    parsed = parseJson(readFileSync(path, 'utf8'));
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return [{ file, ...error.position, pointer: '', keyword: 'json-syntax', message: error.message }];
  }
  const { value, document } = parsed;
  const validate = layoutValidator();
  if (!validate(value)) {
    return (validate.errors ?? []).map(describeError).map(({ atKey, ...f }) => ({ file, ...locate(document, f.pointer, atKey), ...f }));
  }
  const { problems } = checkPages((value as { pages: Record<string, PageEntry> }).pages, undefined);
  return problems.map(({ atKey, source: _source, ...f }) => ({ file, ...locate(document, f.pointer, atKey), ...f }));
}
