// The block types, read from their folders: every src/portal/blocks/<type>/block.json is one type,
// named after its folder. A page block (block.tsx, loaded with its page) takes its settings in
// `pages`; a screen block (`"screen": true`, screen.tsx, in the first load) may also stand in a
// screen (`screens.<name>.blocks`). The screen blocks' schemas, each with its `type`, make up
// schemas/merchant/blocks.json's place in the merchant schema: the validator, the `Block` type and
// the docs are built from the folders, so a new type needs its folder and no list. Node only.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { readDeclaredLists, withDeclaredLists } from './list-filters.ts';
import { repoRoot } from './paths.ts';

export const blocksDir = join(repoRoot, 'src/portal/blocks');

/** Where block folders are read from, in order; a test adds a folder of its own. */
export const blockFolders = { dirs: [blocksDir] as readonly string[] };

/** The place of the screen blocks' schema in the merchant schema (screens.json refers to it). */
export const screenBlocksFile = (schemas = join(repoRoot, 'schemas')) => join(schemas, 'merchant', 'blocks.json');

export interface BlockMeta {
  description: string;
  screen?: boolean;
  reads: string[];
  texts: string[];
  /** A container block: the JSON pointers of its settings' lists of blocks, '*' for each item. */
  blockLists?: string[];
  /** A filter block: the file, in other block folders, that declares the lists it filters (list-filters.ts). */
  listsFrom?: string;
  settings: { properties?: Record<string, unknown>; required?: string[] } & Record<string, unknown>;
}

export interface BlockFolder {
  type: string;
  /** The folder's block.json. */
  file: string;
  meta: BlockMeta;
}

const TYPE = /^[a-z][A-Za-z0-9]*$/;

/** Every block folder of `dirs`, by type; a type two folders define is an error. */
export function readBlockFolders(dirs: readonly string[] = blockFolders.dirs): BlockFolder[] {
  const found = new Map<string, BlockFolder>();
  for (const dir of dirs) {
    for (const type of readdirSync(dir).sort()) {
      const file = join(dir, type, 'block.json');
      if (!existsSync(file)) continue;
      if (!TYPE.test(type)) throw new Error(`${relative(repoRoot, file)}: a block type is named in camelCase (a-z first, letters and digits); rename the folder '${type}'`);
      const other = found.get(type);
      if (other) throw new Error(`${relative(repoRoot, file)}: block type '${type}' is defined twice (also ${relative(repoRoot, other.file)}); rename one folder`);
      found.set(type, { type, file, meta: JSON.parse(readFileSync(file, 'utf8')) as BlockMeta });
    }
  }
  const folders = [...found.values()].sort((a, b) => a.type.localeCompare(b.type));
  const dirsOf = folders.map((folder) => ({ type: folder.type, dir: dirname(folder.file) }));
  return folders.map((folder) => (folder.meta.listsFrom
    ? { ...folder, meta: { ...folder.meta, settings: withDeclaredLists(folder.meta.settings, readDeclaredLists(dirsOf, folder.meta.listsFrom)) } }
    : folder));
}

/** A `$ref` of a block.json, rewritten to point from `to`'s folder at the same place. */
function rebased(node: unknown, from: string, to: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rebased(item, from, to));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node as Record<string, unknown>).map(([key, value]) => {
    if (key !== '$ref' || typeof value !== 'string') return [key, rebased(value, from, to)];
    const [path = '', fragment] = value.split('#');
    if (!path) throw new Error(`${relative(repoRoot, from)}: a block's settings refer to other schema files, not into block.json itself ('${value}')`);
    const target = relative(dirname(to), resolve(dirname(from), path));
    return [key, fragment === undefined ? target : `${target}#${fragment}`];
  }));
}

const pascal = (type: string) => `${type[0]!.toUpperCase()}${type.slice(1)}`;

/** A screen block's schema: its settings and its `type`, as the merchant schema validates it. */
function screenBlockSchema(folder: BlockFolder, file: string): Record<string, unknown> {
  const { properties = {}, required = [], ...settings } = rebased(folder.meta.settings, folder.file, file) as BlockMeta['settings'];
  return {
    title: `${pascal(folder.type)}Block`,
    description: folder.meta.description,
    ...settings,
    required: ['type', ...required],
    properties: { type: { description: 'Block type.', const: folder.type }, ...properties },
  };
}

/** The screen blocks' schema file (schemas/merchant/blocks.json's content), built from the folders. */
export function screenBlocksSchema(dirs: readonly string[] = blockFolders.dirs, file = screenBlocksFile()): Record<string, unknown> {
  const screens = readBlockFolders(dirs).filter((folder) => folder.meta.screen === true);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $comment: 'Generated from src/portal/blocks/*/block.json by scripts/gen-types.ts (npm run gen:types); the validator reads the folders themselves. Do not edit by hand.',
    title: 'Blocks',
    description: 'The block types a screen is built from, each with its props: the folders under src/portal/blocks/ whose block.json says "screen": true.',
    $defs: {
      block: {
        title: 'Block',
        description: 'A typed block; type decides which props it takes.',
        type: 'object',
        discriminator: { propertyName: 'type' },
        oneOf: screens.map((folder) => ({ $ref: `#/$defs/${folder.type}` })),
      },
      ...Object.fromEntries(screens.map((folder) => [folder.type, screenBlockSchema(folder, file)])),
    },
  };
}
