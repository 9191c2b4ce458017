// usePageFilter: two blocks of a page share one filter through the address. On the server they
// render from the request's query string (wouter's ssrSearch); a change navigates, adding a
// history entry (a tab) or replacing the current one (typing), and both blocks read the new
// value; bad values in the address are ignored; the page's filter block sets the defaults.
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { FilterSchema, FilterValue } from '../../src/portal/engine/page-filter.ts';
import { PageBlocksContext, usePageFilter } from '../../src/portal/engine/use-page-filter.ts';
import type { ResolvedBlock } from '../../src/shared/pages/merge.ts';

const schema = {
  type: { kind: 'choice', values: ['players', 'agents'], default: 'players' },
  search: { kind: 'text', maxLength: 30 },
} as const satisfies FilterSchema;

type Change = (change: Partial<FilterValue<typeof schema>>, how?: { replace?: boolean }) => void;
let change: Change = () => undefined;

function Writer() {
  const [value, set] = usePageFilter('downline', schema);
  change = set;
  return <p>writer:{value.type}/{value.search}</p>;
}

function Reader() {
  const [value] = usePageFilter('downline', schema);
  return <p>reader:{value.type}/{value.search}</p>;
}

const page = (blocks: ResolvedBlock[] = []) => (
  <PageBlocksContext.Provider value={blocks}><Writer /><Reader /></PageBlocksContext.Provider>
);

describe('usePageFilter', () => {
  it('renders on the server from the request\'s query string, both blocks alike', () => {
    const html = renderToStaticMarkup(<Router ssrPath="/agentHome" ssrSearch="page=downline&downline.type=agents&downline.search=bob">{page()}</Router>);
    expect(html).toBe('<p>writer:agents/bob</p><p>reader:agents/bob</p>');
  });

  it('ignores bad values in the address', () => {
    const html = renderToStaticMarkup(<Router ssrPath="/agentHome" ssrSearch={`page=downline&downline.type=root&downline.search=${'x'.repeat(31)}`}>{page()}</Router>);
    expect(html).toBe('<p>writer:players/</p><p>reader:players/</p>');
  });

  it('takes its defaults from the page\'s filter block for it, not from another list\'s', () => {
    const blocks = [{ id: 'f', type: 'listFilter', list: 'income', defaults: { type: 'agents' } }, { id: 'g', type: 'listFilter', list: 'downline', defaults: { search: 'ann' } }];
    const html = renderToStaticMarkup(<Router ssrPath="/agentHome" ssrSearch="page=downline">{page(blocks)}</Router>);
    expect(html).toBe('<p>writer:players/ann</p><p>reader:players/ann</p>');
  });

  it('a change navigates: a tab adds a history entry, typing replaces it, and both blocks read it', () => {
    // A location of its own (wouter's memory one needs a DOM to subscribe): the address and its history.
    const history = ['/agentHome?page=downline'];
    const current = () => history.at(-1)!;
    const navigate = (to: string, options?: { replace?: boolean }) => {
      if (options?.replace) history.pop();
      history.push(to);
    };
    const hook = () => [current().split('?')[0]!, navigate] as [string, typeof navigate];
    const searchHook = () => current().split('?')[1] ?? '';
    const render = () => renderToStaticMarkup(<Router hook={hook} searchHook={searchHook}>{page()}</Router>);
    expect(render()).toBe('<p>writer:players/</p><p>reader:players/</p>');
    change({ type: 'agents' });
    expect(render()).toBe('<p>writer:agents/</p><p>reader:agents/</p>');
    change({ search: 'bo' }, { replace: true });
    expect(render()).toBe('<p>writer:agents/bo</p><p>reader:agents/bo</p>');
    change({ type: 'players' });
    expect(render()).toBe('<p>writer:players/bo</p><p>reader:players/bo</p>');
    expect(history).toEqual(['/agentHome?page=downline', '/agentHome?page=downline&downline.type=agents&downline.search=bo', '/agentHome?page=downline&downline.search=bo']);
    // Nothing new: no history entry.
    change({ type: 'players' });
    expect(history).toHaveLength(3);
  });
});
