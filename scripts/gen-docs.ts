// Writes docs/merchant-config.md from the merchant schema's descriptions, so the operator guide
// cannot drift from what the validator enforces. `--check` exits 1 when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { readBlockFolders, screenBlocksFile, screenBlocksSchema } from '../src/shared/config/block-folders.ts';
import { repoRoot } from '../src/shared/config/paths.ts';

type Schema = Record<string, unknown>;
interface Located {
  schema: Schema;
  file: string;
}

export const docsPath = join(repoRoot, 'docs/merchant-config.md');
const rootFile = join(repoRoot, 'schemas/merchant.schema.json');
const files = new Map<string, Schema>();

function read(file: string): Schema {
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, 'utf8')) as Schema);
  return files.get(file) as Schema;
}

function resolve(ref: string, from: string): Located {
  const [path, fragment] = ref.split('#');
  const file = path ? join(dirname(from), path) : from;
  let schema = read(file);
  for (const segment of (fragment ?? '').split('/').filter(Boolean)) schema = schema[segment] as Schema;
  return { schema, file };
}

/** Follows a $ref, keeping the referring schema's own description (it is more specific). */
function deref({ schema, file }: Located): Located {
  if (typeof schema.$ref !== 'string') return { schema, file };
  const target = deref(resolve(schema.$ref, file));
  return { schema: { ...target.schema, ...(schema.description ? { description: schema.description } : {}) }, file: target.file };
}

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

function typeOf(schema: Schema, file: string): string {
  if (schema.const !== undefined) return code(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map(code).join(' \\| ');
  if (schema.type === 'array' && schema.items) {
    const items = deref({ schema: schema.items as Schema, file });
    return `list of ${typeof items.schema.title === 'string' ? items.schema.title : typeOf(items.schema, items.file)}`;
  }
  if (schema.oneOf) return 'one of the block types below';
  const bounds = [schema.minimum !== undefined ? `≥ ${String(schema.minimum)}` : '', schema.maximum !== undefined ? `≤ ${String(schema.maximum)}` : '']
    .filter(Boolean)
    .join(', ');
  return `${String(schema.type ?? 'object')}${bounds ? ` (${bounds})` : ''}`;
}

// Types referenced from many places (a field's setting, a screen, a pattern rule) are described
// once under "Shared types" instead of being repeated under every property that uses them.
const shared = new Map<string, Located>();

function sharedTitle(child: Schema, file: string): string | undefined {
  if (typeof child.$ref !== 'string' || !(child.$ref.includes('#/$defs/') || child.$ref.startsWith('pattern.json'))) return undefined;
  const target = deref(resolve(child.$ref, file));
  if (!target.schema.properties || typeof target.schema.title !== 'string') return undefined;
  shared.set(target.schema.title, target);
  return target.schema.title;
}

const cell = (text: unknown) => String(text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');

function rows(located: Located, path: string, required: boolean, out: string[]): void {
  const { schema, file } = deref(located);
  if (path) out.push(`| \`${path}\` | ${typeOf(schema, file)} | ${required ? 'yes' : ''} | ${cell(schema.description)} |`);
  const needed = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const [key, child] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
    const childPath = path ? `${path}.${key}` : key;
    const title = sharedTitle(child, file);
    if (title) {
      const description = child.description ?? deref({ schema: child, file }).schema.description;
      out.push(`| \`${childPath}\` | [${title}](#${title.toLowerCase()}) | ${needed.has(key) ? 'yes' : ''} | ${cell(description)} |`);
    } else {
      rows({ schema: child, file }, childPath, needed.has(key), out);
    }
  }
  for (const [pattern, child] of Object.entries((schema.patternProperties as Record<string, Schema>) ?? {})) {
    rows({ schema: child, file }, `${path}.<${pattern}>`, false, out);
  }
  const keyed = schema.additionalProperties;
  if (keyed && typeof keyed === 'object') {
    const title = sharedTitle(keyed as Schema, file);
    if (title) out.push(`| \`${path}.<id>\` | [${title}](#${title.toLowerCase()}) |  | One entry per id. |`);
  }
  const items = schema.items as Schema | undefined;
  if (items) {
    const item = deref({ schema: items, file });
    if (item.schema.properties) rows(item, `${path}[]`, false, out);
  }
}

const header = ['| Setting | Type | Required | Description |', '| --- | --- | --- | --- |'];

const readsLine = (reads: string[]) => (reads.length ? `Reads: ${reads.map((call) => `\`${call}\``).join(', ')}.` : 'Reads no call.');

/** The page block types, one per folder under src/portal/blocks/ (its block.json). */
function pageBlockTypes(): string[] {
  const out = ['## Page block types', '', 'Each is a folder under `src/portal/blocks/<type>/`; a block in `pages` takes `id`, `type` and the settings below.', ''];
  for (const { type, file, meta } of readBlockFolders().filter((folder) => folder.meta.screen !== true)) {
    out.push(`### \`${type}\``, '', `${meta.description} ${readsLine(meta.reads)}`, '');
    if (Object.keys(meta.settings.properties ?? {}).length === 0) {
      out.push('No settings.', '');
      continue;
    }
    out.push(...header);
    rows({ schema: meta.settings, file }, type, true, out);
    out.push('');
  }
  return out;
}

export function renderDocs(): string {
  files.clear();
  shared.clear();
  // The screen blocks' schema is the block folders' (src/shared/config/block-folders.ts).
  const blocksFile = screenBlocksFile();
  files.set(blocksFile, screenBlocksSchema());
  const root = read(rootFile);
  const out = [
    '# Merchant configuration',
    '',
    '<!-- Generated from schemas/merchant.schema.json by scripts/gen-docs.ts (npm run gen:docs). Do not edit by hand. -->',
    '',
    String(root.description),
    '',
    'Check a file with `npm run validate` (or `npm run validate -- merchants/<code>/merchant.json`); start a new merchant with `npm run merchant:new -- <code>`.',
    'A running platform serves a valid change within about a second, without a restart; an invalid change is refused with the same problem list in its log, and the last good config keeps serving.',
    '',
    '## Merchant texts (`texts/<LANG>.json`)',
    '',
    'Next to merchant.json, `merchants/<code>/texts/<LANG>.json` (one per language, e.g. `texts/EN.json`) holds flat translation keys for this merchant only:',
    'a key the shipped locale (`src/shared/i18n/locales/<LANG>.json`) has is overridden, a new key is added. Any `...Key` setting below (a `titleKey`, a custom pattern\'s `messageKey`) may name a key defined here, so an operator never edits `src/`.',
    '`npm run validate` checks them like locale files: the file name must be one of the merchant\'s `languages.supported`, each value a non-empty string, and a key added in one language must exist in every supported language (here or in the shipped locale).',
    'The portal receives them from `GET /wps/portal/texts?language=<LANG>` and lays them over the shipped locale.',
    '',
    '```json',
    '{ "promo.cricketCashback": "Cricket cashback every Friday", "home.hotGames": "Hot right now" }',
    '```',
    '',
    readFileSync(join(repoRoot, 'docs/guides/compose-a-page.md'), 'utf8').trim(),
    '',
  ];
  for (const [key, child] of Object.entries(root.properties as Record<string, Schema>)) {
    if (key === '$schema') continue;
    out.push(`## \`${key}\``, '', String(child.description), '', ...header);
    rows({ schema: child, file: rootFile }, key, true, out);
    out.push('');
  }
  // Hand-written operator guides, kept in their own files so the generated part stays generated.
  out.push(readFileSync(join(repoRoot, 'docs/guides/change-a-form.md'), 'utf8').trimEnd(), '');
  out.push('## Shared types', '');
  for (let i = 0; i < shared.size; i++) {
    const [title, located] = [...shared.entries()][i] as [string, Located];
    out.push(`### ${title}`, '', String(located.schema.description), '', ...header);
    rows(located, title, true, out);
    out.push('');
  }
  out.push('## Block types', '', String(read(blocksFile).description), '');
  const screenFolders = new Map(readBlockFolders().map((folder) => [folder.type, folder.meta]));
  for (const [name, block] of Object.entries(read(blocksFile).$defs as Record<string, Schema>).filter(([name]) => name !== 'block')) {
    out.push(`### \`${name}\``, '', `${String(block.description)} ${readsLine(screenFolders.get(name)?.reads ?? [])}`, '', ...header);
    rows({ schema: block, file: blocksFile }, basename(name), true, out);
    out.push('');
  }
  out.push(...pageBlockTypes());
  return `${out.join('\n').trimEnd()}\n`;
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) {
  const text = renderDocs();
  if (process.argv.includes('--check')) {
    const current = readFileSync(docsPath, 'utf8');
    if (current !== text) {
      console.error('docs/merchant-config.md is stale; run npm run gen:docs.');
      process.exit(1);
    }
    console.log('docs/merchant-config.md is up to date.');
  } else {
    writeFileSync(docsPath, text);
    console.log('Wrote docs/merchant-config.md.');
  }
}
