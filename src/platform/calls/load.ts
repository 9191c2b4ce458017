/**
 * Reads the call schemas (schemas/api/<callName>.json, see schemas/call-schema.schema.json) and
 * inlines their `$ref`s (schemas/api/common/*.json, the merchant schema's parts), so ajv and
 * fast-json-stringify each get one self-contained schema per request and response.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockFolders, screenBlocksFile, screenBlocksSchema } from '../../shared/config/block-folders.ts';

export const CALL_SCHEMAS_DIR = fileURLToPath(new URL('../../../schemas/api/', import.meta.url));
const MERCHANT_SCHEMAS = resolve(CALL_SCHEMAS_DIR, '..', 'merchant');
const MERCHANT_ROOT = resolve(CALL_SCHEMAS_DIR, '..', 'merchant.schema.json');

export type SchemaObject = Record<string, unknown>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallAuth = 'none' | 'optional' | 'member' | 'nonTrial' | 'real' | 'agent' | 'operator';
export type OperatorRole = 'finance' | 'support' | 'admin';

export interface CallSchema {
  name: string;
  file: string;
  description: string;
  method: HttpMethod;
  alsoMethods: HttpMethod[];
  path: string;
  modId: string;
  auth: CallAuth;
  /** auth operator: the roles allowed to make the call. */
  roles: OperatorRole[];
  encrypt: boolean;
  silent: boolean;
  /** A member on a break (time-out, self-exclusion) may make it (protection/service.ts). */
  openDuringBreak: boolean;
  /** A larger request body than the platform's default (an uploaded image). */
  bodyLimit?: number;
  form: boolean;
  /** The request schema with every $ref inlined. */
  request: SchemaObject;
  /** The success value's schema with every $ref inlined (for validation). */
  response: SchemaObject;
  /** The same, with the merchant config's parts as "any JSON" (fast-json-stringify writes them whole). */
  responseForSerializer: SchemaObject;
}

const jsonCache = new Map<string, unknown>();
const SCREEN_BLOCKS = screenBlocksFile(resolve(CALL_SCHEMAS_DIR, '..'));
function readJson(file: string): unknown {
  // The screen blocks' part of the merchant schema is the block folders', as the config validator reads it.
  if (!jsonCache.has(file)) jsonCache.set(file, file === SCREEN_BLOCKS ? screenBlocksSchema(blockFolders.dirs, file) : JSON.parse(readFileSync(file, 'utf8')));
  return jsonCache.get(file);
}

function pointer(document: unknown, fragment: string): unknown {
  let node = document;
  for (const raw of fragment.replace(/^\//, '').split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`$ref pointer #${fragment} not found`);
  }
  return node;
}

const isMerchantSchema = (file: string): boolean => file === MERCHANT_ROOT || file.startsWith(MERCHANT_SCHEMAS);

/**
 * Replaces `{ "$ref": "file#/pointer", ...siblings }` by the target (refs resolved relative to the
 * file holding them), keeping sibling keywords. `opaqueMerchant` turns merchant-schema parts into
 * `{}`: fast-json-stringify then writes them with JSON.stringify, so nothing in them is dropped.
 */
export function inlineRefs(node: unknown, file: string, opaqueMerchant = false, depth = 0): unknown {
  if (depth > 60) throw new Error(`${file}: $ref nesting too deep (a recursive schema?)`);
  if (Array.isArray(node)) return node.map((item) => inlineRefs(item, file, opaqueMerchant, depth + 1));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, $schema: _schema, $id: _id, $defs: _defs, title: _title, ...rest } = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) out[key] = key === 'properties' || key === 'patternProperties' || key === '$defs'
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, inlineRefs(v, file, opaqueMerchant, depth + 1)]))
    : inlineRefs(value, file, opaqueMerchant, depth + 1);
  if (typeof $ref !== 'string') return out;
  const [target = '', fragment = ''] = $ref.split('#');
  const targetFile = target ? resolve(dirname(file), target) : file;
  if (opaqueMerchant && isMerchantSchema(targetFile)) return { ...(out.description ? { description: out.description } : {}) };
  const resolved = inlineRefs(pointer(readJson(targetFile), fragment), targetFile, opaqueMerchant, depth + 1) as Record<string, unknown>;
  return { ...resolved, ...out };
}

const CALL_FILE = /^[a-z][A-Za-z0-9]*\.json$/;

/** Every call schema in `dir`, keyed by call name (the file name without `.json`). */
export function readCallSchemas(dir = CALL_SCHEMAS_DIR): Map<string, CallSchema> {
  const callSchemas = new Map<string, CallSchema>();
  for (const entry of readdirSync(dir).filter((name) => CALL_FILE.test(name)).sort()) {
    const file = join(dir, entry);
    const raw = readJson(file) as Record<string, unknown>;
    const name = entry.replace(/\.json$/, '');
    const callSchema: Omit<CallSchema, 'response'> = {
      name,
      file,
      description: String(raw.description ?? ''),
      method: raw.method as HttpMethod,
      alsoMethods: (raw.alsoMethods as HttpMethod[] | undefined) ?? [],
      path: String(raw.path),
      modId: String(raw.modId),
      auth: (raw.auth as CallAuth | undefined) ?? 'none',
      roles: (raw.roles as OperatorRole[] | undefined) ?? [],
      encrypt: raw.encrypt === true,
      silent: raw.silent === true,
      openDuringBreak: raw.openDuringBreak === true,
      form: raw.form === true,
      ...(typeof raw.bodyLimit === 'number' ? { bodyLimit: raw.bodyLimit } : {}),
      request: inlineRefs(raw.request, file) as SchemaObject,
      responseForSerializer: inlineRefs(raw.response, file, true) as SchemaObject,
    };
    // The full response schema (the merchant config's parts inlined: most of the inlining) is read
    // only by the tests' answer check and the type generator: made when first read, once.
    let response: SchemaObject | undefined;
    callSchemas.set(name, Object.defineProperty(callSchema, 'response', {
      enumerable: true,
      get: () => (response ??= inlineRefs(raw.response, file) as SchemaObject),
    }) as CallSchema);
  }
  return callSchemas;
}
