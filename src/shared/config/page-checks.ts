// Pages of blocks: the base layout (merchants/layout.json) merged with a merchant's `pages`
// (shared/pages/merge.ts), then every block checked where the operator wrote it: a type that no
// block folder (src/portal/blocks/<type>/) defines, and each setting against its type's schema
// (the folder's block.json; a screen block's with its `type`, as screens check it). Node only.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { blockSettings, mergePages, type MergedPages, type Origin, type PageEntry } from '../pages/merge.ts';
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
  const types = { folders: byKind('folder:'), screens: byKind('screen:') };
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

/** A pointer inside a block's settings, moved to where that setting was written. */
function settingPointer(relative: string, origins: { block: Origin; settings: Record<string, Origin> }): Origin {
  const [, first = '', ...rest] = relative.split('/');
  const origin = origins.settings[first];
  const entry = { source: origins.block.source, pointer: origins.block.pointer.replace(/\/type$/, '') };
  if (!origin) return first ? { ...entry, pointer: `${entry.pointer}/${first}` } : entry;
  return { source: origin.source, pointer: [origin.pointer, ...rest].join('/') };
}

/** The merged pages and every problem in them, each marked with the file (layout or merchant) to report it in. */
export function checkPages(base: Record<string, PageEntry>, own: Record<string, PageEntry> | undefined): MergedPages & { problems: PageFinding[] } {
  const merged = mergePages(base, own ?? {});
  const { folders, screens } = blockTypes();
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
      const folder = folders.get(block.type);
      const screen = screens.get(block.type);
      if (!folder && !screen) {
        problems.push({ ...origins.block, keyword: 'unknown-block-type', atKey: false, message: `block type '${block.type}' does not exist; block types: ${known.join(', ')}` });
        continue;
      }
      const validate = (folder ?? screen)!;
      const settings = blockSettings(block);
      if (validate(folder ? settings : { type: block.type, ...settings })) continue;
      for (const error of validate.errors ?? []) {
        const described = describeError(error);
        const at = settingPointer(described.pointer, origins);
        problems.push({ ...at, keyword: described.keyword, atKey: described.atKey, message: `${described.message} (block '${block.id}', type '${block.type}')` });
      }
    }
  }
  return { ...merged, problems };
}

function ownPointer(own: Record<string, PageEntry> | undefined, pageId: string, key: string): boolean {
  const entry = own?.[pageId] as Record<string, unknown> | undefined;
  return Boolean(entry && key.slice(1) in entry);
}
