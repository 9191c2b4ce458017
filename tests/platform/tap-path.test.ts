// The path the loader keeps for a tap before hydration (portal-page/inline-tap.ts), run as the
// page runs it (the very text of the loader), on small stand-in nodes: the path leads from #root,
// or from the nearest game tile (data-game-id), to the tapped element, and finds the element at the
// same place in a tree React rendered anew.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { TAP_FIND_JS, TAP_KEY_JS } from '../../src/platform/portal-page/inline-tap.ts';

interface Node {
  tag: string;
  attributes: Record<string, string>;
  children: Node[];
  parentNode: Node | null;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
  querySelector(selector: string): Node | null;
}

/** A stand-in element; querySelector knows only the loader's one selector, `[data-game-id="…"]`. */
function el(tag: string, attributes: Record<string, string> = {}, children: Node[] = []): Node {
  const node: Node = {
    tag,
    attributes,
    children,
    parentNode: null,
    hasAttribute: (name) => Object.hasOwn(attributes, name),
    getAttribute: (name) => attributes[name] ?? null,
    querySelector(selector) {
      const id = /^\[data-game-id="(.*)"\]$/.exec(selector)?.[1];
      const walk = (n: Node): Node | null => {
        for (const child of n.children) {
          if (child.attributes['data-game-id'] === id) return child;
          const found = walk(child);
          if (found) return found;
        }
        return null;
      };
      return walk(node);
    },
  };
  for (const child of children) child.parentNode = node;
  return node;
}

type Key = { a: string; k: number[] };
const keyOf = runInNewContext(`${TAP_KEY_JS};K`) as (element: Node, root: Node) => Key;
const find = runInNewContext(`${TAP_FIND_JS};F`) as (key: Key, root: Node) => Node | null;

const header = () => el('header', {}, [el('button', { 'aria-label': 'Menu' }), el('a'), el('div', {}, [el('button', {}, []), el('button', { id: 'login' })])]);
const tile = (id: string) => el('div', { 'data-game-id': id }, [el('button', { 'aria-label': `Play ${id}` }), el('span')]);

describe('the path of a tap before hydration', () => {
  it('leads from #root by child indexes', () => {
    const root = el('div', { id: 'root' }, [header(), el('main')]);
    const login = root.children[0]!.children[2]!.children[1]!;
    expect(keyOf(login, root)).toEqual({ a: '', k: [0, 2, 1] });
    // A tree rendered anew: the element at the same place.
    const again = el('div', { id: 'root' }, [header(), el('main')]);
    expect(find(keyOf(login, root), again)).toBe(again.children[0]!.children[2]!.children[1]);
  });

  it('leads from the nearest game tile, wherever the tile is now', () => {
    const root = el('div', { id: 'root' }, [header(), el('main', {}, [el('div', { role: 'list' }, [tile('7'), tile('8'), tile('9')])])]);
    const play = root.children[1]!.children[0]!.children[1]!.children[0]!;
    expect(keyOf(play, root)).toEqual({ a: '8', k: [0] });
    // The virtual rows: other rows and places, the same tile.
    const rows = el('div', { id: 'root' }, [header(), el('main', {}, [el('div', {}, [el('div', {}, [tile('9')]), el('div', {}, [tile('1'), tile('8')])])])]);
    expect(find(keyOf(play, root), rows)?.getAttribute('aria-label')).toBe('Play 8');
  });

  it('finds nothing where the tree has no such place or tile', () => {
    const root = el('div', { id: 'root' }, [header()]);
    expect(find({ a: '', k: [0, 5, 1] }, root)).toBeNull();
    expect(find({ a: '', k: [3] }, root)).toBeNull();
    expect(find({ a: '42', k: [0] }, root)).toBeNull();
  });
});
