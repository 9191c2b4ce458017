// Lazily loaded sections (spec section 2), each its own chunk, each with the chunk timeout.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazySection } from './lazy.ts';
import { loadMemberSection } from '../features/member/index.ts';
import { loadAgentSection } from '../features/agent/index.ts';
import { loadCategoryScreen, loadGameListScreen, loadGameScreen, loadLotteryScreen } from '../features/games/index.ts';
import { loadHelpCentreSection, loadHelpSection } from '../features/help/index.ts';

type Section = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

export const sections = {
  member: lazySection(loadMemberSection, 'MemberSection'),
  agent: lazySection(loadAgentSection, 'AgentSection'),
  pointMall: lazySection(() => import('../sections/PointMall.tsx'), 'PointMallSection'),
  elott: lazySection(() => import('../sections/Elott.tsx'), 'ElottSection'),
  lottery: lazySection(loadLotteryScreen, 'LotteryScreen'),
  seamless: lazySection(() => import('../sections/Seamless.tsx'), 'SeamlessSection'),
  gameList: lazySection(loadGameListScreen, 'GameListScreen'),
  category: lazySection(() => import('../sections/Category.tsx'), 'CategorySection'),
  gameCategory: lazySection(loadCategoryScreen, 'CategoryScreen'),
  promotions: lazySection(() => import('../sections/Promotions.tsx'), 'PromotionsSection'),
  help: lazySection(loadHelpSection, 'HelpSection'),
  helpCentre: lazySection(loadHelpCentreSection, 'HelpCentreSection'),
  download: lazySection(() => import('../sections/Download.tsx'), 'DownloadSection'),
  join: lazySection(() => import('../sections/Join.tsx'), 'JoinSection'),
  game: lazySection(loadGameScreen, 'GameScreen'),
  maintain: lazySection(() => import('../sections/Maintain.tsx'), 'MaintainSection'),
  notFound: lazySection(() => import('../sections/NotFound.tsx'), 'NotFoundSection'),
} satisfies Record<string, Section>;
