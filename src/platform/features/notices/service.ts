/**
 * The live notices of a merchant in one language, grouped as the portal reads them: those
 * published at run time (newest first), then those of the merchant's content files (banners,
 * marquee and popup notices, promotions). One function for the call and for the served page,
 * which carries a guest's home lists so its banners are in the first paint (portal-page/).
 */
import type { AnnouncementsResponse } from '../../../generated/api/announcements.ts';
import type { RouteDeps } from '../../context.ts';
import type { Merchant } from '../../merchants.ts';
import type { AnnouncementKind } from './store.ts';
import { contentNotices } from '../../content/merchant-content.ts';

export async function announcementLists(deps: RouteDeps, merchant: Merchant, language: string, kinds: readonly AnnouncementKind[]): Promise<AnnouncementsResponse> {
  const now = deps.clock.now();
  const live = await deps.stores.announcements.live(merchant.code, language, [...kinds], now);
  const lists: AnnouncementsResponse = { player: [], banners: [], popup: [], promotion: [] };
  for (const a of live) {
    lists[a.kind].push({ id: a.id, title: a.title, startDateStr: new Date(a.startsAt).toISOString().slice(0, 10), content: a.content });
  }
  const content = contentNotices(merchant, language, now);
  for (const kind of kinds) (lists[kind] as unknown[]).push(...content[kind]);
  return lists;
}
