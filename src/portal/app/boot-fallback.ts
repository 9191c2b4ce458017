// The query layer's first answers that the served page carries (boot data), the same on the
// server (entry-server.tsx) and in the browser (main.tsx), so what they show renders on both
// sides and hydrates: the announcements, the home's lottery groups, and on a game list its first page.
import { unstable_serialize } from 'swr';
import type { PortalBoot } from '../../shared/portal-boot.ts';
import { announcementsFallback } from '../shell/announcements.ts';
import { gameListFallback } from '../features/games/index.ts';
import { callKey } from '../api/query.ts';

export function bootFallback(boot: Pick<PortalBoot, 'language' | 'games' | 'lotteryGroups'> & { announcements?: unknown }): Record<string, unknown> {
  const lottery = boot.lotteryGroups;
  return {
    ...(boot.announcements ? announcementsFallback(boot.language, boot.announcements) : {}),
    ...gameListFallback(boot.language, boot.games),
    // The block asks with its request and the language (engine/blocks/data.ts); keys sort their fields.
    ...(lottery ? { [unstable_serialize(callKey('lotteryGroups', { ...lottery.request, language: boot.language }, boot.language, null))]: lottery.value } : {}),
  };
}
