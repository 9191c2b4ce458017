// Pages of blocks: the base layout (merchants/layout.json) merged with a merchant's `pages`
// (shared/pages/merge.ts), then every block checked where the operator wrote it: a type that no
// block folder (src/portal/blocks/<type>/) defines, and each setting against its type's schema
// (the folder's block.json; a screen block's with its `type`, as screens check it). Node only.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { blockSettings, mergePages, originOf, type MergedPages, type Origin, type PageEntry } from '../pages/merge.ts';
import { blockFolders, readBlockFolders, screenBlocksFile } from './block-folders.ts';
import { describeError } from './messages.ts';
import { repoRoot } from './paths.ts';
import { CONFIG_AJV_OPTIONS, readMerchantSchemas, schemasDir } from './schema.ts';
import { precompiledValidators } from './precompiled.ts';

export const BASE_LAYOUT_FILE = 'layout.json';
export { blocksDir } from './block-folders.ts';

export interface PageFinding {
  source: Origin['source'];
  pointer: string;
  keyword: string;
  message: string;
  atKey: boolean;
}

interface BlockTypes {
  /** Page blocks' settings validators, by type. */
  folders: Map<string, ValidateFunction>;
  /** Screen blocks' validators (with their `type`), by type. */
  screens: Map<string, ValidateFunction>;
  /** Container blocks' lists of blocks (block.json's blockLists), by type. */
  containers: Map<string, string[]>;
}

// By the block folders read (block-folders.ts), like the merchant validator.
const cachedTypes = new Map<string, BlockTypes>();

/** Every block type: the page block folders, and the screen block folders through merchant/blocks.json. */
export function blockTypes(): BlockTypes {
  const key = blockFolders.dirs.join('\n');
  const known = cachedTypes.get(key);
  if (known) return known;
  const settings: [string, object][] = [];
  const exports: Record<string, string> = {};
  const folders = readBlockFolders();
  for (const { type, file, meta } of folders.filter((folder) => folder.meta.screen !== true)) {
    const id = pathToFileURL(file).href;
    settings.push([id, { ...meta.settings, $id: id }]);
    exports[`folder:${type}`] = id;
  }
  const blocksUrl = pathToFileURL(screenBlocksFile(schemasDir)).href;
  for (const { type } of folders.filter((folder) => folder.meta.screen === true)) exports[`screen:${type}`] = `${blocksUrl}#/$defs/${type}`;
  const validators = precompiledValidators({ name: 'blocks', options: CONFIG_AJV_OPTIONS, schemas: [...readMerchantSchemas(), ...settings], exports });
  const byKind = (kind: string) => new Map(Object.entries(validators).filter(([name]) => name.startsWith(kind)).map(([name, validate]) => [name.slice(kind.length), validate]));
  const containers = new Map(folders.filter((folder) => folder.meta.blockLists?.length).map((folder) => [folder.type, folder.meta.blockLists!]));
  const types = { folders: byKind('folder:'), screens: byKind('screen:'), containers };
  cachedTypes.set(key, types);
  return types;
}

/** The base layout's pages for merchants in `merchantsDir`: its own layout.json, else the shipped one. */
export function baseLayoutFile(merchantsDir: string): string {
  const own = join(merchantsDir, BASE_LAYOUT_FILE);
  return existsSync(own) ? own : join(repoRoot, 'merchants', BASE_LAYOUT_FILE);
}

export function readBaseLayout(merchantFolder: string): Record<string, PageEntry> {
  const file = baseLayoutFile(dirname(merchantFolder));
  try {
    return ((JSON.parse(readFileSync(file, 'utf8')) as { pages?: Record<string, PageEntry> }).pages ?? {});
  } catch {
    // An unreadable layout is reported on its own file (load.ts); the merchant is checked without it.
    return {};
  }
}

/**
 * One block's type and settings. `path` is where the block stands relative to the page block
 * that holds it ('' for a page's own block); `at` moves a pointer relative to that page block to
 * where the operator wrote it.
 */
function checkBlock(block: { id: string; type: string }, path: string, at: (relative: string) => Origin, types: BlockTypes, known: string[], inside: string): PageFinding[] {
  const folder = types.folders.get(block.type);
  const screen = types.screens.get(block.type);
  const named = `block '${block.id}'${inside}, type '${block.type}'`;
  if (!folder && !screen) {
    return [{ ...at(`${path}/type`), keyword: 'unknown-block-type', atKey: false, message: `block type '${block.type}' does not exist; block types: ${known.join(', ')}` }];
  }
  const validate = (folder ?? screen)!;
  const settings = blockSettings(block);
  if (validate(folder ? settings : { type: block.type, ...settings })) return [];
  // An if/then's own "must match then" adds nothing to the errors inside its then, which say what and where.
  return (validate.errors ?? []).filter((error) => error.keyword !== 'if').map((error) => {
    const described = describeError(error);
    return { ...at(`${path}${described.pointer}`), keyword: described.keyword, atKey: described.atKey, message: `${described.message} (${named})` };
  });
}

interface Contained {
  /** Relative to the container's settings, e.g. /tabs/0/blocks/1. */
  path: string;
  block: Record<string, unknown>;
}

/** The items at `segments` of `value` ('*' every item of a list), with the ids a '*' repeats. */
function collect(value: unknown, segments: readonly string[], path: string, found: Contained[], repeated: { path: string; id: string }[]): void {
  const [head, ...rest] = segments;
  if (head === undefined) {
    if (!Array.isArray(value)) return;
    value.forEach((block, i) => {
      if (block && typeof block === 'object' && !Array.isArray(block)) found.push({ path: `${path}/${i}`, block: block as Record<string, unknown> });
    });
    return;
  }
  if (head === '*') {
    if (!Array.isArray(value)) return;
    const seen = new Set<string>();
    value.forEach((item, i) => {
      const id = (item as { id?: unknown } | null)?.id;
      if (typeof id === 'string') {
        if (seen.has(id)) repeated.push({ path: `${path}/${i}/id`, id });
        seen.add(id);
      }
      collect(item, rest, `${path}/${i}`, found, repeated);
    });
    return;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) collect((value as Record<string, unknown>)[head], rest, `${path}/${head}`, found, repeated);
}

/**
 * A container block's own blocks (block.json's blockLists), each checked like a page's: ids that
 * repeat (the container's items, its blocks across all its lists), unknown types, settings, and a
 * container inside a container, which is refused: one level keeps a page's address, its tab order
 * and what loads when readable.
 */
function checkContained(container: { id: string; type: string } & Record<string, unknown>, lists: readonly string[], at: (relative: string) => Origin, types: BlockTypes, known: string[]): PageFinding[] {
  const found: Contained[] = [];
  const repeated: { path: string; id: string }[] = [];
  for (const list of lists) collect(container, list.split('/').slice(1), '', found, repeated);
  const problems: PageFinding[] = repeated.map(({ path, id }) => ({ ...at(path), keyword: 'duplicate-id', atKey: false, message: `the id '${id}' is used twice in ${container.type} block '${container.id}'; each needs its own, as the page address names it` }));
  const ids = new Set<string>();
  for (const { path, block } of found) {
    if (typeof block.id !== 'string' || typeof block.type !== 'string') continue; // the container's schema says what is missing
    if (ids.has(block.id)) problems.push({ ...at(`${path}/id`), keyword: 'duplicate-id', atKey: false, message: `the block id '${block.id}' is used twice in ${container.type} block '${container.id}'; each block needs its own` });
    ids.add(block.id);
    if (types.containers.has(block.type)) {
      problems.push({ ...at(`${path}/type`), keyword: 'nested-container', atKey: false, message: `a '${block.type}' block cannot stand inside ${container.type} block '${container.id}'; put its blocks in this block's lists, or the block on the page beside it` });
      continue;
    }
    problems.push(...checkBlock(block as { id: string; type: string }, path, at, types, known, ` in ${container.type} block '${container.id}'`));
  }
  return problems;
}

/** The merged pages and every problem in them, each marked with the file (layout or merchant) to report it in. */
export function checkPages(base: Record<string, PageEntry>, own: Record<string, PageEntry> | undefined): MergedPages & { problems: PageFinding[] } {
  const types = blockTypes();
  const merged = mergePages(base, own ?? {}, { containers: types.containers });
  const { folders, screens } = types;
  const problems: PageFinding[] = merged.findings.map((f) => ({ ...f, atKey: false }));
  const known = [...folders.keys(), ...screens.keys()].sort();
  for (const [pageId, page] of Object.entries(merged.pages)) {
    if (page.menu && !page.centre) {
      const at = ownPointer(own, pageId, '/menu') ? 'merchant' : 'layout';
      problems.push({ source: at, pointer: `/pages/${pageId}/menu`, keyword: 'menu-needs-centre', atKey: false, message: `page '${pageId}' has a menu entry but no centre; a menu entry goes in the member or the agent centre (centre: "member" or "agent"); link to a page of its own at /p/${pageId}` });
    }
    for (const block of page.blocks) {
      const origins = merged.origins[pageId]?.[block.id];
      if (!origins) continue;
      const at = (relative: string): Origin => originOf(origins, relative);
      problems.push(...checkBlock(block, '', at, types, known, ''));
      const lists = types.containers.get(block.type);
      if (lists) problems.push(...checkContained(block, lists, at, types, known));
    }
  }
  return { ...merged, problems };
}

function ownPointer(own: Record<string, PageEntry> | undefined, pageId: string, key: string): boolean {
  const entry = own?.[pageId] as Record<string, unknown> | undefined;
  return Boolean(entry && key.slice(1) in entry);
}
