// The pages the route table (app/routes.ts) names, each its own lazily loaded chunk with the
// chunk timeout (spec sections 2 and 9).
import { lazySection, type LazySection } from './lazy.ts';
import { routeFor } from './routes.ts';
import { loadMemberSection } from '../features/member/index.ts';
import { loadAgentSection } from '../features/agent/index.ts';
import { loadCategoryScreen, loadGameListScreen, loadGameScreen, loadLotteryScreen } from '../features/games/index.ts';
import { loadHelpCentreSection, loadHelpSection } from '../features/help/index.ts';
import { loadResetPasswordSection } from '../features/forgotPassword/index.ts';
import { loadWinnersSection } from '../features/winners/index.ts';

type Section = LazySection<Record<string, unknown>>;

export const sections = {
  member: lazySection(loadMemberSection, 'MemberSection'),
  agent: lazySection(loadAgentSection, 'AgentSection'),
  page: lazySection(() => import('../sections/Page.tsx'), 'PageSection'),
  winners: lazySection(loadWinnersSection, 'WinnersSection'),
  lottery: lazySection(loadLotteryScreen, 'LotteryScreen'),
  seamless: lazySection(() => import('../sections/Seamless.tsx'), 'SeamlessSection'),
  gameList: lazySection(loadGameListScreen, 'GameListScreen'),
  gameCategory: lazySection(loadCategoryScreen, 'CategoryScreen'),
  screen: lazySection(() => import('../sections/Screen.tsx'), 'ScreenSection'),
  help: lazySection(loadHelpSection, 'HelpSection'),
  helpCentre: lazySection(loadHelpCentreSection, 'HelpCentreSection'),
  download: lazySection(() => import('../sections/Download.tsx'), 'DownloadSection'),
  game: lazySection(loadGameScreen, 'GameScreen'),
  resetPassword: lazySection(loadResetPasswordSection, 'ResetPasswordSection'),
  maintain: lazySection(() => import('../sections/Maintain.tsx'), 'MaintainSection'),
  styleguide: lazySection(() => import('../sections/StyleGuide.tsx'), 'StyleGuideSection'),
  notFound: lazySection(() => import('../sections/NotFound.tsx'), 'NotFoundSection'),
} satisfies Record<string, Section>;

export type SectionName = keyof typeof sections;

/** Loads the section `path` shows ahead: a server-rendered page then hydrates it in its first pass. */
export function preloadSectionFor(path: string): Promise<unknown> {
  const page = routeFor(path)?.page;
  return page && page !== 'home' ? sections[page].preload() : Promise.resolve();
}
