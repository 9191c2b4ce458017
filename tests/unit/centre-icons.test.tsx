import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MENU_ICONS, centreIcon } from '../../src/portal/engine/centre-icons.tsx';
import { centreMenu } from '../../src/portal/engine/centre-menu.ts';
import { pageIdFromWire } from '../../src/shared/pages/wire-names.ts';
import type { PortalPage } from '../../src/portal/engine/page.tsx';

const schema = JSON.parse(readFileSync(new URL('../../schemas/merchant/navigation.json', import.meta.url), 'utf8')) as {
  $defs: { menuIcon: { enum: string[] }; memberMenuItem: { properties: { page: unknown } }; agentMenuItem: { properties: { page: { enum: string[] } } }; memberPage: { enum: string[] } };
};
const svgClass = (node: ReturnType<typeof centreIcon>) => /class="lucide ([^"]+)"/.exec(renderToStaticMarkup(<>{node}</>))?.[1] ?? '';

describe('centre menu icons', () => {
  it('the schema offers exactly the icons the portal draws', () => {
    expect([...schema.$defs.menuIcon.enum].sort()).toEqual(Object.keys(MENU_ICONS).sort());
  });

  it('every member and agent page has an icon of its own', () => {
    const pages = [...schema.$defs.memberPage.enum, ...schema.$defs.agentMenuItem.properties.page.enum];
    const fallback = svgClass(centreIcon('no-such-page'));
    for (const page of pages) expect(svgClass(centreIcon(pageIdFromWire(page))), page).not.toBe(fallback);
  });

  it('an icon the merchant names wins over the page own', () => {
    expect(svgClass(centreIcon('downline'))).toContain('lucide-network');
    expect(svgClass(centreIcon('downline', 'star'))).toContain('lucide-star');
  });

  it('the menu carries the configured icon and an added page menu icon', () => {
    const pages = {
      downline: { id: 'downline', centre: 'agent' },
      bonusTerms: { id: 'bonusTerms', centre: 'agent', menu: { labelKey: 'x.terms', icon: 'file' } },
    } as unknown as Record<string, PortalPage>;
    const menu = centreMenu([{ page: 'downline', labelKey: 'agent.menu.downline', icon: 'star' }], pages, 'agent');
    expect(menu.map((item) => item.icon)).toEqual(['star', 'file']);
  });
});
