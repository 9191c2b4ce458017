// The query layer's first answers that the served page carries (boot data), the same on the
// server (entry-server.tsx) and in the browser (main.tsx), so what they show renders on both
// sides and hydrates: the announcements, and on a game list its first page.
import type { PortalBoot } from '../../shared/portal-boot.ts';
import { announcementsFallback } from '../shell/announcements.ts';
import { gameListFallback } from '../features/games/index.ts';

export function bootFallback(boot: Pick<PortalBoot, 'language' | 'games'> & { announcements?: unknown }): Record<string, unknown> {
  return {
    ...(boot.announcements ? announcementsFallback(boot.language, boot.announcements) : {}),
    ...gameListFallback(boot.language, boot.games),
  };
}
