// Lazily loaded sections (spec section 2), each its own chunk, each with the chunk timeout.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazySection } from './lazy.ts';

type Section = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

export const sections = {
  member: lazySection(() => import('../sections/Member.tsx'), 'MemberSection'),
  agent: lazySection(() => import('../sections/Agent.tsx'), 'AgentSection'),
  pointMall: lazySection(() => import('../sections/PointMall.tsx'), 'PointMallSection'),
  elott: lazySection(() => import('../sections/Elott.tsx'), 'ElottSection'),
  lottery: lazySection(() => import('../games/LotteryScreen.tsx'), 'LotteryScreen'),
  seamless: lazySection(() => import('../sections/Seamless.tsx'), 'SeamlessSection'),
  gameList: lazySection(() => import('../games/GameListScreen.tsx'), 'GameListScreen'),
  category: lazySection(() => import('../sections/Category.tsx'), 'CategorySection'),
  gameCategory: lazySection(() => import('../games/CategoryScreen.tsx'), 'CategoryScreen'),
  promotions: lazySection(() => import('../sections/Promotions.tsx'), 'PromotionsSection'),
  help: lazySection(() => import('../sections/Help.tsx'), 'HelpSection'),
  helpCentre: lazySection(() => import('../sections/HelpCentre.tsx'), 'HelpCentreSection'),
  download: lazySection(() => import('../sections/Download.tsx'), 'DownloadSection'),
  join: lazySection(() => import('../sections/Join.tsx'), 'JoinSection'),
  game: lazySection(() => import('../games/GameScreen.tsx'), 'GameScreen'),
  maintain: lazySection(() => import('../sections/Maintain.tsx'), 'MaintainSection'),
  notFound: lazySection(() => import('../sections/NotFound.tsx'), 'NotFoundSection'),
} satisfies Record<string, Section>;
