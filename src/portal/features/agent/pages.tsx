// The agent centre's page registry, keyed by the generated AgentPage enum (the key
// navigation.agentMenu[].page uses). An unbuilt page is a placeholder until its issue lands; a new
// enum value without an entry fails to compile.
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentPage } from '../../../generated/merchant.ts';
import { loadTransferPage } from '../transfer/index.ts';
import { loadContractPages } from '../contracts/index.ts';
import type { PageRenderer } from '../../sections/Unavailable.tsx';
import { Downline } from './Downline.tsx';
import { MyIncome } from './MyIncome.tsx';
import { TeamOverview } from './TeamOverview.tsx';

/** A page in its feature's own chunk. */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage() {
    const { t } = useTranslation();
    return <Suspense fallback={<p role="status">{t('common.loading')}</p>}><Lazy /></Suspense>;
  };
}

export const agentPages: Record<AgentPage, PageRenderer> = {
  downline: { component: Downline, built: true },
  dividendContract: { component: lazyPage(() => loadContractPages().then((m) => m.DividendContractPage)), built: true },
  dailySalary: { component: lazyPage(() => loadContractPages().then((m) => m.DailySalaryPage)), built: true },
  hourlySalary: { component: lazyPage(() => loadContractPages().then((m) => m.HourlySalaryPage)), built: true },
  realTimeSalary: { component: lazyPage(() => loadContractPages().then((m) => m.RealTimeSalaryPage)), built: true },
  myIncome: { component: MyIncome, built: true },
  teamManagement: { component: TeamOverview, built: true },
  // The team reports, each its own chunk (reports/).
  teamBetting: { component: lazyPage(() => import('./reports/TeamBetting.tsx').then((m) => m.TeamBetting)), built: true },
  teamTransaction: { component: lazyPage(() => import('./reports/TeamTransactions.tsx').then((m) => m.TeamTransactions)), built: true },
  profitLoss: { component: lazyPage(() => import('./reports/TeamProfit.tsx').then((m) => m.TeamProfit)), built: true },
  transfer: { component: lazyPage(() => loadTransferPage().then((m) => m.AgentTransferPage)), built: true },
};

export function isAgentPage(page: string): page is AgentPage {
  return Object.hasOwn(agentPages, page);
}
