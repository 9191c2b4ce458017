// One registry of block components covers every block type the merchant schema allows; an
// unknown block shows a clear placeholder in development instead of blanking the screen.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockView, registeredBlockTypes } from '../../src/portal/engine/registry.tsx';

describe('block registry', () => {
  it('has a component for every block type the merchant schema allows in a screen', () => {
    const schema = JSON.parse(readFileSync(new URL('../../schemas/merchant/blocks.json', import.meta.url), 'utf8')) as { $defs: Record<string, unknown> };
    expect(registeredBlockTypes().sort()).toEqual(Object.keys(schema.$defs).filter((name) => name !== 'block').sort());
  });

  it('renders a visible placeholder for an unknown block in development', () => {
    expect(import.meta.env.DEV).toBe(true);
    const html = renderToStaticMarkup(<BlockView block={{ type: 'futureBlock' } as never} />);
    expect(html).toContain('role="note"');
    expect(html).toContain('Unknown block “futureBlock”');
  });
});
