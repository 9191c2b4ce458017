// The member centre's and the agent centre's menus: the merchant's navigation menu (its page keys
// are wire names, mapped to page ids here), then the pages the merchant adds to that centre with
// a menu entry. A page the merchant hides leaves its menu entry with it.
import { pageIdFromWire, wirePageName } from '../../shared/pages/wire-names.ts';
import type { PageCentre } from '../../shared/pages/merge.ts';
import type { PortalPage } from './page.tsx';

export interface CentreMenuItem {
  /** The page id (plain name). */
  id: string;
  /** The name in the URL (?page=), the wire name where the peers use a legacy one. */
  wire: string;
  labelKey: string;
  badge?: string;
  /** The icon the merchant named (centre-icons.tsx); the page's own when absent. */
  icon?: string;
}

export function centreMenu(
  configured: readonly { page: string; labelKey: string; badge?: string; icon?: string }[],
  pages: Readonly<Record<string, PortalPage>>,
  centre: PageCentre,
): CentreMenuItem[] {
  const listed = configured
    .map((item) => ({ id: pageIdFromWire(item.page), wire: item.page, labelKey: item.labelKey, ...(item.badge ? { badge: item.badge } : {}), ...(item.icon ? { icon: item.icon } : {}) }))
    .filter((item) => pages[item.id]?.centre === centre);
  const added = Object.values(pages)
    .filter((page) => page.centre === centre && page.menu && !listed.some((item) => item.id === page.id))
    .map((page) => ({ id: page.id, wire: wirePageName(page.id), labelKey: page.menu?.labelKey ?? '', ...(page.menu?.icon ? { icon: page.menu.icon } : {}) }));
  return [...listed, ...added];
}
