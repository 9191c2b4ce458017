// Generates TypeScript types from the JSON Schemas: schemas/merchant.schema.json becomes
// src/generated/merchant.ts; every call schema schemas/api/<call>.json becomes
// src/generated/api/<call>.ts (<Call>Request, <Call>Response). The call schemas' flags are written as
// two tables the portal's client loads apart, calls-guest.ts and calls-signed-in.ts; calls.ts joins
// them into the whole table (for the platform and the tests) and holds the ApiCalls type map.
// The screen blocks' part of the merchant schema is built from the block folders
// (src/shared/config/block-folders.ts); it is also written to schemas/merchant/blocks.json, so an
// editor following merchant.json's $schema finds it. `--check` writes nothing and exits 1 when a checked-in file differs (or is missing or orphaned).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { screenBlocksFile, screenBlocksSchema } from '../src/shared/config/block-folders.ts';
import { repoRoot } from '../src/shared/config/paths.ts';
import { type ApiErrorsFile, errorCodeLists, errorCodesModule, errorProblems } from './call-schema-errors.ts';
import { duplicateKeys } from './lib/json-duplicate-keys.ts';

const banner = (source: string) =>
  `/* Generated from ${source} by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */`;

interface Output {
  path: string;
  text: string;
}

// A property that is `{ "$ref": ..., "description": ... }` makes json-schema-to-typescript emit
// a numbered copy of the referenced type (FieldSetting1, FieldSetting2, ...). The descriptions
// are for the docs, so the type generator reads the schemas without them.
function withoutRefSiblings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRefSiblings);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>);
  const isRef = entries.some(([key]) => key === '$ref');
  return Object.fromEntries(
    entries.filter(([key]) => !(isRef && key === 'description')).map(([key, value]) => [key, withoutRefSiblings(value)]),
  );
}

const merchantDir = join(repoRoot, 'schemas/merchant');
const merchantRoot = join(repoRoot, 'schemas/merchant.schema.json');
const commonDir = join(repoRoot, 'schemas/api/common');

/** Where the type of a shared part lives, from a generated file in src/generated/api (or its common/). */
function sharedTypeModule(targetFile: string, fragment: string, fromCommon: boolean): string | null {
  if (targetFile === merchantRoot || targetFile.startsWith(merchantDir)) return fromCommon ? '../../merchant.ts' : '../merchant.ts';
  // A whole common file is one shared type; a part of one (a fragment) is copied where it is used.
  if (targetFile.startsWith(`${commonDir}/`) && !fragment) return `${fromCommon ? './' : './common/'}${basename(targetFile, '.json')}.ts`;
  return null;
}

/**
 * In an API schema, a `$ref` into the merchant schema or to a whole file of schemas/api/common
 * becomes a reference to the type generated for it once (src/generated/merchant.ts, by the
 * referenced part's title; src/generated/api/common/<file>.ts) instead of a copy in every call.
 */
function sharedRefsAsImports(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((item) => sharedRefsAsImports(item, file));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const [target = '', fragment = ''] = record.$ref.split('#');
    const targetFile = target ? join(dirname(file), target) : file;
    const module = targetFile === file ? null : sharedTypeModule(targetFile, fragment, file.startsWith(`${commonDir}/`));
    if (module) {
      let part = JSON.parse(readFileSync(targetFile, 'utf8')) as Record<string, unknown>;
      for (const key of fragment.split('/').filter(Boolean)) part = part[key] as Record<string, unknown>;
      if (typeof part.title !== 'string') throw new Error(`${relative(repoRoot, file)}: ${record.$ref} has no title to name its type`);
      const { $ref: _ref, ...rest } = record;
      return { ...rest, tsType: `import('${module}').${part.title}` };
    }
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, sharedRefsAsImports(value, file)]));
}

function readSchema(path: string): unknown {
  const text: unknown = path === screenBlocksFile() ? screenBlocksSchema() : JSON.parse(readFileSync(path, 'utf8'));
  const schema = withoutRefSiblings(text);
  return path.startsWith(join(repoRoot, 'schemas/api')) ? sharedRefsAsImports(schema, path) : schema;
}

const options = (schemaPath: string) => ({
    cwd: dirname(schemaPath),
    $refOptions: {
      resolve: {
        file: {
          order: 1,
          canRead: true,
          read: (file: { url: string }) => {
            const path = file.url.startsWith('file:') ? fileURLToPath(file.url) : file.url;
            return JSON.stringify(readSchema(path));
          },
        },
      },
    },
    bannerComment: banner(relative(repoRoot, schemaPath)),
    additionalProperties: false,
    strictIndexSignatures: true,
    unreachableDefinitions: false,
    maxItems: -1, // no tuple unions for long arrays (footer vendors)
    style: { singleQuote: true, printWidth: 110 },
  });

async function generate(schemaPath: string, outPath: string): Promise<Output> {
  const schema = readSchema(schemaPath) as Parameters<typeof compile>[0];
  return { path: outPath, text: await compile(schema, basename(schemaPath, '.json'), options(schemaPath)) };
}

const pascal = (name: string): string => name[0]!.toUpperCase() + name.slice(1);
const CALL_FILE = /^[a-z][A-Za-z0-9]*\.json$/;

interface CallSchemaFile {
  name: string;
  method: string;
  path: string;
  modId: string;
  auth: string;
  roles?: string[];
  encrypt?: boolean;
  silent?: boolean;
  form?: boolean;
  invalidates?: string[];
  errors?: Record<string, { field?: string }>;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
}

/** A call schema's request and response types, one file per call. */
async function generateCallTypes(schemaPath: string, callSchema: CallSchemaFile): Promise<Output> {
  const type = pascal(callSchema.name);
  const wrapper = {
    title: `${type}Call`,
    description: `${callSchema.method} ${callSchema.path}: the request and success value of the ${callSchema.name} call.`,
    type: 'object',
    additionalProperties: false,
    required: ['request', 'response'],
    properties: {
      request: { ...callSchema.request, title: `${type}Request` },
      response: { ...callSchema.response, title: `${type}Response` },
    },
  };
  const schema = sharedRefsAsImports(withoutRefSiblings(wrapper), schemaPath) as Parameters<typeof compile>[0];
  const text = await compile(schema, `${type}Call`, options(schemaPath));
  return { path: join(repoRoot, 'src/generated/api', `${callSchema.name}.ts`), text };
}

/**
 * The payments desk's calls (named desk*, src/desk) get their own table, so the portal's bundle
 * does not carry them; the platform and the tests see both.
 */
export const isDeskCall = (name: string): boolean => /^desk[A-Z]/.test(name);

const tableLine = (c: CallSchemaFile): string => {
  const token = c.auth !== 'none';
  const roles = c.roles ? `, roles: [${c.roles.map((r) => `'${r}'`).join(', ')}]` : '';
  const invalidates = c.invalidates ? `, invalidates: [${c.invalidates.map((n) => `'${n}'`).join(', ')}]` : '';
  return `  ${c.name}: { method: '${c.method}', path: '${c.path}', modId: '${c.modId}', auth: '${c.auth}', token: ${token}, encrypt: ${c.encrypt === true}, silent: ${c.silent === true}, form: ${c.form === true}${roles}${invalidates} },`;
};

/**
 * A visitor who has not signed in can make only the calls whose auth is none or optional: the
 * portal keeps their flags at hand and loads the rest (every one of which sends the session
 * token) with a member's first call, so a guest's first page does not carry the whole table.
 */
export const isGuestCall = (c: { auth: string }): boolean => c.auth === 'none' || c.auth === 'optional';

/** One part of the portal's table: the guests' calls or the signed-in members'. */
function callPart(callSchemas: CallSchemaFile[], guest: boolean): Output {
  const [table, file, what] = guest
    ? ['guestCalls', 'calls-guest.ts', 'the calls a visitor can make before signing in (auth none or optional)']
    : ['signedInCalls', 'calls-signed-in.ts', 'the calls only a signed-in member makes (auth member, nonTrial, real or agent: all send the token)'];
  const lines = [banner('schemas/api/*.json'), '', `/** Method, path, module id and flags of ${what}. */`, `export const ${table} = {`];
  for (const c of callSchemas.filter((c) => isGuestCall(c) === guest)) lines.push(tableLine(c));
  lines.push('} as const;', '');
  return { path: join(repoRoot, 'src/generated/api', file), text: lines.join('\n') };
}

/**
 * The call schemas' flags as a runtime table, and the call name → types map. The portal's table is
 * composed of its two parts (callPart) rather than written a second time: the platform and the
 * tests read the whole table, the portal's client reads the parts, and each row exists once.
 * The desk's table is its rows (it has no parts).
 */
function callTable(callSchemas: CallSchemaFile[], desk: boolean): Output {
  const [table, types, file] = desk ? ['deskCalls', 'DeskApiCalls', 'desk-calls.ts'] : ['calls', 'ApiCalls', 'calls.ts'];
  const lines = [banner('schemas/api/*.json'), ''];
  for (const c of callSchemas) lines.push(`import type { ${pascal(c.name)}Request, ${pascal(c.name)}Response } from './${c.name}.ts';`);
  if (desk) {
    lines.push('', '/** Every call\'s method, path, module id and flags (token: the client sends Authorization). */', `export const ${table} = {`);
    for (const c of callSchemas) lines.push(tableLine(c));
    lines.push('} as const;');
  } else {
    lines.push(
      "import { guestCalls } from './calls-guest.ts';",
      "import { signedInCalls } from './calls-signed-in.ts';",
      '',
      '/** Every call\'s method, path, module id and flags (token: the client sends Authorization): both parts. */',
      '// Pure: a bundle that imports this module for its types or neighbours drops the table (the portal never reads it).',
      `export const ${table} = /* @__PURE__ */ Object.assign({}, guestCalls, signedInCalls);`,
    );
  }
  lines.push('', '/** Request and success-value types by call name. */', `export interface ${types} {`);
  for (const c of callSchemas) lines.push(`  ${c.name}: { request: ${pascal(c.name)}Request; response: ${pascal(c.name)}Response };`);
  lines.push('}', '');
  return { path: join(repoRoot, 'src/generated/api', file), text: lines.join('\n') };
}

/**
 * Which request field each error code of a call is about (the call schemas' `errors`), for the
 * portal's forms: a refused call's error shows under that field. Only the forms' chunks load it.
 */
function errorFieldTable(callSchemas: CallSchemaFile[]): Output {
  const lines = [banner('schemas/api/*.json'), '', '/** By call, the request field each error code is about. */', 'export const errorFields: Readonly<Record<string, Readonly<Record<string, string>>>> = {'];
  for (const c of callSchemas) {
    const pairs = Object.entries(c.errors ?? {}).filter(([, about]) => about.field !== undefined).map(([code, about]) => `'${code}': '${about.field}'`);
    if (pairs.length > 0) lines.push(`  ${c.name}: { ${pairs.join(', ')} },`);
  }
  lines.push('};', '');
  return { path: join(repoRoot, 'src/generated/api', 'error-fields.ts'), text: lines.join('\n') };
}

/** The merchant config's types (the `Block` union from the block folders read). */
export function merchantTypes(): Promise<Output> {
  return generate(join(repoRoot, 'schemas/merchant.schema.json'), join(repoRoot, 'src/generated/merchant.ts'));
}

/** Every generated file the schemas currently call for. */
export async function generateAll(): Promise<Output[]> {
  const outputs = [
    await merchantTypes(),
    { path: screenBlocksFile(), text: `${JSON.stringify(screenBlocksSchema(), null, 2)}\n` },
    await generate(join(repoRoot, 'schemas/content.schema.json'), join(repoRoot, 'src/generated/content.ts')),
  ];
  const apiDir = join(repoRoot, 'schemas/api');
  for (const file of readdirSync(commonDir).filter((name) => name.endsWith('.json')).sort()) {
    outputs.push(await generate(join(commonDir, file), join(repoRoot, 'src/generated/api/common', `${basename(file, '.json')}.ts`)));
  }
  const callSchemas: CallSchemaFile[] = [];
  for (const file of readdirSync(apiDir).filter((name) => CALL_FILE.test(name)).sort()) {
    const text = readFileSync(join(apiDir, file), 'utf8');
    const twice = duplicateKeys(text).map((d) => `schemas/api/${file}:${d.line}: "${d.key}" appears twice in ${d.pointer}; JSON keeps only the last, so merge the two into one.`);
    if (twice.length > 0) throw new Error(twice.join('\n'));
    const callSchema = { ...(JSON.parse(text) as CallSchemaFile), name: basename(file, '.json') };
    callSchemas.push(callSchema);
    outputs.push(await generateCallTypes(join(apiDir, file), callSchema));
  }
  // A call can only make stale a read that exists: a typo here would refresh nothing, silently.
  const names = new Set(callSchemas.map((c) => c.name));
  for (const c of callSchemas) {
    const unknown = (c.invalidates ?? []).filter((name) => !names.has(name));
    if (unknown.length > 0) throw new Error(`schemas/api/${c.name}.json: invalidates names no call: ${unknown.join(', ')}`);
  }
  const general = JSON.parse(readFileSync(join(repoRoot, 'schemas/api-errors.json'), 'utf8')) as ApiErrorsFile;
  const errors = callSchemas.flatMap((c) => errorProblems(c, general));
  if (errors.length > 0) throw new Error(errors.join('\n'));
  outputs.push({ path: join(repoRoot, 'src/generated/api', 'error-codes.ts'), text: errorCodesModule(banner('schemas/api/*.json and schemas/api-errors.json'), errorCodeLists(callSchemas, general)) });
  const portalCalls = callSchemas.filter((c) => !isDeskCall(c.name));
  outputs.push(callPart(portalCalls, true), callPart(portalCalls, false), callTable(portalCalls, false), errorFieldTable(portalCalls));
  outputs.push(callTable(callSchemas.filter((c) => isDeskCall(c.name)), true));
  return outputs;
}

/** Generated files on disk that no schema produces any more. */
function orphans(outputs: Output[]): string[] {
  const wanted = new Set(outputs.map((output) => output.path));
  return ['src/generated/api', 'src/generated/api/common']
    .map((dir) => join(repoRoot, dir))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith('.ts')).map((name) => join(dir, name)))
    .filter((path) => !wanted.has(path));
}

/** Paths (relative to the repo) whose checked-in content is stale. */
export async function staleFiles(): Promise<string[]> {
  const outputs = await generateAll();
  const stale = outputs
    .filter((output) => !existsSync(output.path) || readFileSync(output.path, 'utf8') !== output.text)
    .map((output) => output.path);
  return [...stale, ...orphans(outputs)].map((path) => relative(repoRoot, path));
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length > 0) {
      console.error(`Generated types are stale; run npm run gen:types. Stale files:\n${stale.map((p) => `  ${p}`).join('\n')}`);
      process.exit(1);
    }
    console.log('Generated types are up to date.');
    return;
  }
  const outputs = await generateAll();
  for (const path of orphans(outputs)) rmSync(path);
  for (const output of outputs) {
    mkdirSync(dirname(output.path), { recursive: true });
    writeFileSync(output.path, output.text);
  }
  console.log(`Wrote ${outputs.length} file(s) to src/generated/.`);
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) await main();
