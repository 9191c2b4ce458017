// The one merge of page layouts: the shipped base layout's pages (merchants/layout.json) with a
// merchant's own `pages`. Blocks are addressed by id, so a merchant names only what it changes:
//   - an entry whose id the base page has: `hide: true` removes the block, `before`/`after` move it,
//     any other setting replaces the base's setting of that name (a `type` replaces the block whole);
//   - an entry with a new id adds a block (it needs a type), placed by `before`/`after`, else last;
//   - `hide: true` on an id the page does not have is refused (a misspelt id would do nothing);
//   - in a container block (tabs), an entry's lists merge by id the same way (merge-inner.ts);
//   - a page's `order` lists block ids to show first, in that order; the rest follow;
//   - page properties (centre, access, titleKey, menu, hide) replace the base's;
//   - a page id the base does not have is a page of the merchant's own.
// Pure (no file system), so the platform, the validator and tests share it; each block keeps the
// origin of each setting, so a problem is reported where the operator wrote it.
import { baseNodes, listTree, mergeList, type InnerNode, type ListTree } from './merge-inner.ts';

export type PageAccess = 'guest' | 'member' | 'realAccount' | 'agent';
export type PageCentre = 'member' | 'agent';

export interface PageBlockEntry {
  id: string;
  type?: string;
  hide?: boolean;
  before?: string;
  after?: string;
  [setting: string]: unknown;
}

export interface PageEntry {
  centre?: PageCentre;
  access?: PageAccess;
  titleKey?: string;
  menu?: { labelKey: string; icon?: string };
  hide?: boolean;
  order?: string[];
  blocks?: PageBlockEntry[];
}

/** A block as the portal renders it: its id, its type and its settings. */
export interface ResolvedBlock {
  id: string;
  type: string;
  [setting: string]: unknown;
}

/** A page as the config the platform serves carries it (keyed by its id, so it conforms to the page schema). */
export interface ResolvedPage {
  centre?: PageCentre;
  access: PageAccess;
  titleKey?: string;
  menu?: { labelKey: string; icon?: string };
  blocks: ResolvedBlock[];
}

/** Which file wrote a value, and where in it. */
export interface Origin {
  source: 'layout' | 'merchant';
  pointer: string;
}

export interface BlockOrigins {
  /** The entry that decided the block's type. */
  block: Origin;
  /** Each setting's own origin. */
  settings: Record<string, Origin>;
  /** A container's lists merged by id, by setting: each item answers for its own parts. */
  inner?: Record<string, InnerNode[]>;
}

/** Where the part of a block at `relative` (its settings' pointer, e.g. /tabs/2/blocks/0/bodyKey) was written. */
export function originOf(origins: BlockOrigins, relative: string): Origin {
  const [, first = '', ...rest] = relative.split('/');
  const nodes = origins.inner?.[first];
  const node = nodes && rest.length > 0 ? nodes[Number(rest[0])] : undefined;
  if (node) return node.at(rest.slice(1).join('/'));
  const origin = origins.settings[first];
  const entry = { source: origins.block.source, pointer: origins.block.pointer.replace(/\/type$/, '') };
  if (!origin) return first ? { ...entry, pointer: `${entry.pointer}/${first}` } : entry;
  return { source: origin.source, pointer: [origin.pointer, ...rest].join('/') };
}

export interface MergeOptions {
  /** Container block types and their lists of blocks (block.json's blockLists), merged by id. */
  containers?: ReadonlyMap<string, readonly string[]>;
}

export interface MergeFinding extends Origin {
  keyword: string;
  message: string;
}

export interface MergedPages {
  pages: Record<string, ResolvedPage>;
  /** By page id, then block id. */
  origins: Record<string, Record<string, BlockOrigins>>;
  findings: MergeFinding[];
}

const CONTROL_KEYS = new Set(['id', 'type', 'hide', 'before', 'after']);

/** A block's settings: everything but the merge's own keys. */
export function blockSettings(block: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(block).filter(([key]) => !CONTROL_KEYS.has(key)));
}

interface Working {
  block: ResolvedBlock;
  origins: BlockOrigins;
}

function place(list: Working[], item: Working, entry: PageBlockEntry, at: Origin, findings: MergeFinding[]): void {
  const anchor = entry.before ?? entry.after;
  const index = anchor === undefined ? -1 : list.findIndex((w) => w.block.id === anchor);
  if (anchor !== undefined && index < 0) {
    const key = entry.before !== undefined ? 'before' : 'after';
    findings.push({ ...at, pointer: `${at.pointer}/${key}`, keyword: 'unknown-block-id', message: `there is no block '${anchor}' on this page to place '${entry.id}' ${key}; ids here: ${list.map((w) => w.block.id).join(', ') || 'none'}` });
  }
  if (index < 0) list.push(item);
  else list.splice(entry.before !== undefined ? index : index + 1, 0, item);
}

/**
 * An entry's settings over a block of the base, a container's lists (`lists`) merged by id rather
 * than replaced, with the origins of what it wrote.
 */
function changed(existing: Working, entry: PageBlockEntry, at: Origin, lists: ListTree | undefined, findings: MergeFinding[]): Working {
  const settings = blockSettings(entry);
  const origins: BlockOrigins = { block: existing.origins.block, settings: { ...existing.origins.settings }, inner: { ...existing.origins.inner } };
  for (const key of Object.keys(settings)) {
    origins.settings[key] = { source: at.source, pointer: `${at.pointer}/${key}` };
    delete origins.inner![key];
    const tree = lists?.[key];
    const entries = settings[key];
    if (!tree || !Array.isArray(entries)) continue;
    const base = existing.origins.inner?.[key] ?? baseNodes(existing.block[key], (relative) => originOf(existing.origins, `/${key}/${relative}`));
    const merged = mergeList(base, entries, origins.settings[key], key, tree, `${existing.block.type} block '${existing.block.id}'`, { source: at.source, findings });
    settings[key] = merged.map((node) => node.value);
    origins.inner![key] = merged;
  }
  return { block: { ...existing.block, ...settings }, origins };
}

function applyEntries(list: Working[], entries: readonly PageBlockEntry[], source: Origin['source'], pagePointer: string, findings: MergeFinding[], containers: ReadonlyMap<string, ListTree>): void {
  entries.forEach((entry, i) => {
    const at: Origin = { source, pointer: `${pagePointer}/blocks/${i}` };
    if (typeof entry?.id !== 'string') return;
    const index = list.findIndex((w) => w.block.id === entry.id);
    const existing = index >= 0 ? list[index] : undefined;
    if (entry.hide === true) {
      if (existing) list.splice(index, 1);
      else findings.push({ ...at, pointer: `${at.pointer}/id`, keyword: 'unknown-block-id', message: `there is no block '${entry.id}' on this page to hide; ids here: ${list.map((w) => w.block.id).join(', ') || 'none'}` });
      return;
    }
    const settingOrigins = Object.fromEntries(Object.keys(blockSettings(entry)).map((key) => [key, { source, pointer: `${at.pointer}/${key}` }]));
    let item: Working;
    if (existing && entry.type === undefined) {
      item = changed(existing, entry, at, containers.get(existing.block.type), findings);
    } else if (typeof entry.type === 'string') {
      item = { block: { id: entry.id, type: entry.type, ...blockSettings(entry) }, origins: { block: { source, pointer: `${at.pointer}/type` }, settings: settingOrigins } };
    } else {
      findings.push({ ...at, keyword: 'block-needs-type', message: `block '${entry.id}' is not on this page in the base layout, so it needs a type` });
      return;
    }
    if (existing) list.splice(index, 1, item);
    if (entry.before !== undefined || entry.after !== undefined || !existing) {
      if (existing) list.splice(list.indexOf(item), 1);
      place(list, item, entry, at, findings);
    }
  });
}

function applyOrder(list: Working[], order: readonly string[], at: Origin, findings: MergeFinding[]): Working[] {
  order.forEach((id, i) => {
    if (!list.some((w) => w.block.id === id)) {
      findings.push({ ...at, pointer: `${at.pointer}/${i}`, keyword: 'unknown-block-id', message: `order names '${id}', which is not a block of this page; ids here: ${list.map((w) => w.block.id).join(', ')}` });
    }
  });
  const first = order.flatMap((id) => list.filter((w) => w.block.id === id));
  return [...first, ...list.filter((w) => !first.includes(w))];
}

/** The merchant's pages over the base layout's, with every block's origin and the merge's own problems. */
export function mergePages(base: Record<string, PageEntry> = {}, own: Record<string, PageEntry> = {}, options: MergeOptions = {}): MergedPages {
  const containers = new Map([...(options.containers ?? [])].map(([type, lists]) => [type, listTree(lists)]));
  const pages: Record<string, ResolvedPage> = {};
  const origins: Record<string, Record<string, BlockOrigins>> = {};
  const findings: MergeFinding[] = [];
  for (const id of [...new Set([...Object.keys(base), ...Object.keys(own)])]) {
    const layers = ([['layout', base[id]], ['merchant', own[id]]] as const).filter((layer): layer is readonly ['layout' | 'merchant', PageEntry] => Boolean(layer[1]));
    let list: Working[] = [];
    let page: Omit<ResolvedPage, 'blocks'> & { hide?: boolean } = { access: 'member' };
    for (const [source, entry] of layers) {
      const pointer = `/pages/${id}`;
      const { blocks, order, ...rest } = entry;
      page = { ...page, ...rest };
      applyEntries(list, blocks ?? [], source, pointer, findings, containers);
      if (order) list = applyOrder(list, order, { source, pointer: `${pointer}/order` }, findings);
    }
    if (page.hide) continue;
    const { hide: _hide, ...shown } = page;
    pages[id] = { ...shown, blocks: list.map((w) => w.block) };
    origins[id] = Object.fromEntries(list.map((w) => [w.block.id, w.origins]));
  }
  return { pages, origins, findings };
}
