// The lists a filter block filters are declared in their own block folders: a list block's folder
// with a filter.json (schemas/filter.schema.json) names its list, its controls and the defaults a
// merchant may give it, and the folder's filter.ts reads the same file. A block whose block.json
// says `"listsFrom": "filter.json"` (listFilter) gets its `list` choices and each list's rules
// from those files here, so adding a list is adding its folder: no schema elsewhere to edit. Node only.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './paths.ts';

export interface ListFilterDeclaration {
  list: string;
  description: string;
  controls: string[];
  defaults: Record<string, Record<string, unknown>>;
}

export interface DeclaredList {
  /** The block folder that declares it. */
  type: string;
  file: string;
  declared: ListFilterDeclaration;
}

type Settings = { properties?: Record<string, unknown>; required?: string[] } & Record<string, unknown>;

/** The lists declared by `fileName` in the folders `types` (each folder path by type), by list name. */
export function readDeclaredLists(folders: readonly { type: string; dir: string }[], fileName: string): DeclaredList[] {
  const lists = new Map<string, DeclaredList>();
  for (const { type, dir } of folders) {
    const file = join(dir, fileName);
    if (!existsSync(file)) continue;
    const declared = JSON.parse(readFileSync(file, 'utf8')) as ListFilterDeclaration;
    const where = relative(repoRoot, file);
    if (typeof declared.list !== 'string' || !Array.isArray(declared.controls) || typeof declared.defaults !== 'object' || declared.defaults === null) {
      throw new Error(`${where}: a filter declaration has a list name, its controls and its defaults (schemas/filter.schema.json)`);
    }
    const other = lists.get(declared.list);
    if (other) throw new Error(`${where}: list '${declared.list}' is declared twice (also ${relative(repoRoot, other.file)}); rename one`);
    lists.set(declared.list, { type, file, declared });
  }
  return [...lists.values()].sort((a, b) => a.declared.list.localeCompare(b.declared.list));
}

/** What a list's defaults take, for the docs: `range` one of today, week; `search` up to 30 characters. */
function describeDefaults({ defaults }: ListFilterDeclaration): string {
  return Object.entries(defaults).map(([key, rule]) => {
    if (Array.isArray(rule.enum)) return `${key} one of ${rule.enum.join(', ')}`;
    return typeof rule.maxLength === 'number' ? `${key} text up to ${rule.maxLength} characters` : `${key} text`;
  }).join('; ') || 'none';
}

/**
 * `settings` (a filter block's, whose `list`, `controls` and `defaults` hold what every list may
 * have) with `list` one of `lists`, and for each list only its own controls and the defaults it
 * declares: a default a list does not declare is refused (a false schema).
 */
export function withDeclaredLists(settings: Settings, lists: readonly DeclaredList[]): Settings {
  const properties = settings.properties ?? {};
  const list = (properties.list ?? {}) as Record<string, unknown>;
  const defaults = (properties.defaults ?? {}) as { properties?: Record<string, unknown> };
  const defaultKeys = Object.keys(defaults.properties ?? {});
  const named = lists.map(({ declared }) => `${declared.list} (${declared.description}; controls ${declared.controls.join(', ')}; defaults ${describeDefaults(declared)})`).join('; ');
  return {
    ...settings,
    properties: {
      ...properties,
      list: { ...list, description: `${String(list.description ?? '')} The lists: ${named}.`.trim(), enum: lists.map(({ declared }) => declared.list) },
    },
    allOf: lists.map(({ declared }) => ({
      if: { properties: { list: { const: declared.list } } },
      then: {
        properties: {
          controls: { type: 'array', items: { enum: declared.controls } },
          defaults: { type: 'object', properties: Object.fromEntries(defaultKeys.map((key) => [key, declared.defaults[key] ?? false])) },
        },
      },
    })),
  };
}
