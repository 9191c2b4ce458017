// The merge inside a container block (a block whose settings hold lists of blocks, as `tabs` holds
// its tabs and each tab its blocks; block.json's blockLists names them). A merchant's entry for a
// container of the base layout changes its lists by id, with the page's vocabulary: an item whose
// id the base has takes the entry's settings one by one (a block's `type` replaces it whole),
// `hide: true` removes it, `before`/`after` move it, a new id adds it. A tab whose blocks are all
// hidden goes with them: it would show nothing. Each merged item keeps where each of its parts was
// written, so a problem inside is reported in the file and at the place the operator wrote it.
import type { MergeFinding, Origin } from './merge.ts';

/** A merged item (a tab, a block in one) and the origin of a pointer relative to it ('' itself). */
export interface InnerNode {
  value: Record<string, unknown>;
  at: (relative: string) => Origin;
}

/**
 * The lists of a container, as a tree: each key is a setting that holds a list; an empty tree
 * under it means a list of blocks, a non-empty one a list of items (tabs) with lists of their own.
 */
export interface ListTree {
  [key: string]: ListTree;
}

/** blockLists' pointers ('/tabs/*\/blocks': a list of items, each with a list of blocks) as a tree. */
export function listTree(pointers: readonly string[]): ListTree {
  const tree: ListTree = {};
  for (const pointer of pointers) {
    const segments = pointer.split('/').slice(1);
    // Only keys with a '*' between them (a list of items, then a list inside each) merge by id.
    if (segments.length % 2 === 0 || segments.some((segment, i) => (i % 2 === 1) !== (segment === '*'))) continue;
    let node = tree;
    for (const key of segments.filter((_, i) => i % 2 === 0)) node = node[key] ??= {};
  }
  return tree;
}

const CONTROLS = new Set(['hide', 'before', 'after']);
const singular = (key: string) => (key.endsWith('s') ? key.slice(0, -1) : key);
const joined = (...parts: (string | number)[]) => parts.filter((part) => part !== '').join('/');

interface Context {
  source: Origin['source'];
  findings: MergeFinding[];
}

/** An item's own settings: the entry without the merge's keys (and without `type` for a block). */
function own(entry: Record<string, unknown>, block: boolean): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !CONTROLS.has(key) && key !== 'id' && !(block && key === 'type')));
}

/** The items of a base list, each answering for its parts through `at`. */
export function baseNodes(items: unknown, at: (relative: string) => Origin): InnerNode[] {
  if (!Array.isArray(items)) return [];
  return items.map((value, i) => ({ value: value as Record<string, unknown>, at: (relative: string) => at(joined(i, relative)) }));
}

/**
 * `entries` (the merchant's list `key`, written at `where`) over `base`. `tree` says what the list
 * holds (empty: blocks); `place` names its holder in a sentence ("tab 'points' of tabs block 'mall'").
 */
export function mergeList(base: InnerNode[], entries: unknown[], where: Origin, key: string, tree: ListTree, place: string, ctx: Context): InnerNode[] {
  const blocks = Object.keys(tree).length === 0;
  const noun = blocks ? 'block' : singular(key);
  const list = [...base];
  const ids = () => list.map((node) => node.value.id).join(', ') || 'none';
  entries.forEach((raw, i) => {
    const at: Origin = { source: ctx.source, pointer: `${where.pointer}/${i}` };
    const entry = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
    const id = entry.id;
    if (typeof id !== 'string') {
      ctx.findings.push({ ...at, keyword: 'required', message: `each entry in ${place} needs the id of the ${noun} it changes or adds` });
      return;
    }
    const index = list.findIndex((node) => node.value.id === id);
    const existing = index >= 0 ? list[index] : undefined;
    if (entry.hide === true) {
      if (existing) list.splice(index, 1);
      else ctx.findings.push({ ...at, pointer: `${at.pointer}/id`, keyword: 'unknown-id', message: `there is no ${noun} '${id}' in ${place} to hide; ${noun}s here: ${ids()}` });
      return;
    }
    const item = blocks ? mergeBlock(existing, entry, at, place, ids, ctx) : mergeItem(existing, entry, at, tree, noun, place, ids, ctx);
    if (item === 'gone') {
      if (existing) list.splice(index, 1);
      return;
    }
    if (!item) return;
    if (existing) list.splice(index, 1, item);
    const anchor = typeof entry.before === 'string' ? entry.before : typeof entry.after === 'string' ? entry.after : undefined;
    if (anchor === undefined && existing) return;
    if (existing) list.splice(list.indexOf(item), 1);
    const target = anchor === undefined ? -1 : list.findIndex((node) => node.value.id === anchor);
    if (anchor !== undefined && target < 0) {
      const key = typeof entry.before === 'string' ? 'before' : 'after';
      ctx.findings.push({ ...at, pointer: `${at.pointer}/${key}`, keyword: 'unknown-id', message: `there is no ${noun} '${anchor}' in ${place} to place '${id}' ${key}; ${noun}s here: ${ids()}` });
    }
    if (target < 0) list.push(item);
    else list.splice(typeof entry.before === 'string' ? target : target + 1, 0, item);
  });
  return list;
}

/** A block in a container's list: changed setting by setting, replaced whole by a type, or new. */
function mergeBlock(existing: InnerNode | undefined, entry: Record<string, unknown>, at: Origin, place: string, ids: () => string, ctx: Context): InnerNode | undefined {
  const settings = own(entry, true);
  const written = (relative: string): Origin => ({ source: at.source, pointer: joined(at.pointer, relative) });
  if (existing && entry.type === undefined) {
    return {
      value: { ...existing.value, ...settings },
      at: (relative) => (relative.split('/')[0]! in settings ? written(relative) : existing.at(relative)),
    };
  }
  if (typeof entry.type === 'string') return { value: { id: entry.id, type: entry.type, ...settings }, at: written };
  ctx.findings.push({ ...at, pointer: `${at.pointer}/id`, keyword: 'block-needs-type', message: `there is no block '${String(entry.id)}' in ${place} to change, so it needs a type to be added; blocks here: ${ids()}` });
  return undefined;
}

/**
 * An item with lists of its own (a tab): its settings replaced one by one, each of its lists
 * merged by id. 'gone' when hiding left one of its lists of blocks empty.
 */
function mergeItem(existing: InnerNode | undefined, entry: Record<string, unknown>, at: Origin, tree: ListTree, noun: string, place: string, ids: () => string, ctx: Context): InnerNode | 'gone' | undefined {
  const settings = own(entry, false);
  const itemPlace = `${noun} '${String(entry.id)}' of ${place}`;
  const merged: Record<string, InnerNode[]> = {};
  let emptied = false;
  for (const [key, inner] of Object.entries(tree)) {
    const entries = settings[key];
    if (!Array.isArray(entries)) continue; // absent: the base's list stays; not a list: the schema says so
    const before = existing ? baseNodes(existing.value[key], (relative) => existing.at(joined(key, relative))) : [];
    merged[key] = mergeList(before, entries, { source: at.source, pointer: `${at.pointer}/${key}` }, key, inner, itemPlace, ctx);
    if (Object.keys(inner).length === 0 && before.length > 0 && merged[key].length === 0) emptied = true;
  }
  if (emptied) return 'gone';
  if (!existing && Object.keys(tree).some((key) => !Array.isArray(settings[key]))) {
    ctx.findings.push({ ...at, pointer: `${at.pointer}/id`, keyword: 'unknown-id', message: `there is no ${noun} '${String(entry.id)}' in ${place} to change; ${noun}s here: ${ids()} (a new ${noun} needs its ${Object.keys(tree).join(' and ')})` });
    return undefined;
  }
  const value = { ...(existing?.value ?? { id: entry.id }), ...settings, ...Object.fromEntries(Object.entries(merged).map(([key, nodes]) => [key, nodes.map((node) => node.value)])) };
  const written = (relative: string): Origin => ({ source: at.source, pointer: joined(at.pointer, relative) });
  return {
    value,
    at: (relative: string) => {
      const [first = '', index, ...rest] = relative.split('/');
      const nodes = merged[first];
      if (nodes && index !== undefined) return nodes[Number(index)]?.at(rest.join('/')) ?? written(relative);
      if (first in settings || !existing) return written(relative);
      return existing.at(relative);
    },
  };
}
