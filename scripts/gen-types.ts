// Generates TypeScript types from the JSON Schemas: schemas/merchant.schema.json becomes
// src/generated/merchant.ts and every schemas/api/<name>.json becomes src/generated/api/<name>.ts.
// `--check` writes nothing and exits 1 when a checked-in file differs (or is missing or orphaned).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { repoRoot } from '../src/shared/config/paths.ts';

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

function readSchema(path: string): unknown {
  return withoutRefSiblings(JSON.parse(readFileSync(path, 'utf8')));
}

async function generate(schemaPath: string, outPath: string): Promise<Output> {
  const schema = readSchema(schemaPath) as Parameters<typeof compile>[0];
  const text = await compile(schema, basename(schemaPath, '.json'), {
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
  return { path: outPath, text };
}

/** Every generated file the schemas currently call for. */
export async function generateAll(): Promise<Output[]> {
  const outputs = [await generate(join(repoRoot, 'schemas/merchant.schema.json'), join(repoRoot, 'src/generated/merchant.ts'))];
  const apiDir = join(repoRoot, 'schemas/api');
  const apiSchemas = existsSync(apiDir) ? readdirSync(apiDir).filter((name) => name.endsWith('.json')).sort() : [];
  for (const name of apiSchemas) {
    outputs.push(await generate(join(apiDir, name), join(repoRoot, 'src/generated/api', `${basename(name, '.json')}.ts`)));
  }
  return outputs;
}

/** Generated files on disk that no schema produces any more. */
function orphans(outputs: Output[]): string[] {
  const dir = join(repoRoot, 'src/generated/api');
  if (!existsSync(dir)) return [];
  const wanted = new Set(outputs.map((output) => output.path));
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name))
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
