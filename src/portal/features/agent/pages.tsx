// The agent centre's page registry, keyed by the generated AgentPage enum (the key
// navigation.agentMenu[].page uses). Every page is a placeholder until its issue lands; a new
// enum value without an entry fails to compile.
import type { AgentPage } from '../../../generated/merchant.ts';
import { NotBuilt, type PageRenderer } from '../../sections/Unavailable.tsx';

const unbuilt: PageRenderer = { component: NotBuilt, built: false };

export const agentPages: Record<AgentPage, PageRenderer> = {
  downline: unbuilt,
  dividendContract: unbuilt,
  dailySalary: unbuilt,
  hourlySalary: unbuilt,
  realTimeSalary: unbuilt,
  teamManagement: unbuilt,
  teamBetting: unbuilt,
  teamTransaction: unbuilt,
  profitLoss: unbuilt,
  transfer: unbuilt,
};

export function isAgentPage(page: string): page is AgentPage {
  return Object.hasOwn(agentPages, page);
}
