/**
 * The desk's page registry: every page of the desk, by key (its URL is /desk/<key>). A page names
 * the roles that see it in the menu: those of the call it lists (its call schema's `roles`), so
 * menu and platform agree. Pages load lazily: each is its own chunk.
 *
 * Adding a page: one entry here, a component under src/desk/pages/ (most are a `QueuePage` with a
 * list call and row actions, see queue/types.ts), its texts in every src/desk/i18n/locales file.
 */
import type { ComponentType } from 'react';
import { deskCalls } from '../generated/api/desk-calls.ts';
import type { DeskCallName, OperatorRole } from '../shared/api/calls.ts';

export interface DeskPage {
  /** The URL segment (/desk/<key>) and the stable name. */
  key: string;
  /** The menu and page title's text key. */
  titleKey: string;
  /** Who sees it: the roles of the call the page lists. */
  roles: readonly OperatorRole[];
  load: () => Promise<{ default: ComponentType }>;
}

/** The roles a desk call schema allows. */
export function rolesOf(call: DeskCallName): readonly OperatorRole[] {
  const spec = deskCalls[call];
  return 'roles' in spec ? spec.roles : [];
}

export const DESK_PAGES: readonly DeskPage[] = [
  { key: 'operators', titleKey: 'page.operators', roles: rolesOf('deskOperators'), load: () => import('./pages/OperatorsPage.tsx').then((m) => ({ default: m.OperatorsPage })) },
  { key: 'audit', titleKey: 'page.audit', roles: rolesOf('deskAudit'), load: () => import('./pages/AuditPage.tsx').then((m) => ({ default: m.AuditPage })) },
  { key: 'withdrawals', titleKey: 'page.withdrawals', roles: rolesOf('deskWithdrawals'), load: () => import('./pages/WithdrawalsPage.tsx').then((m) => ({ default: m.WithdrawalsPage })) },
  // After withdrawals: finance lands on the first page it may open, and withdrawals stay its first.
  { key: 'deposits', titleKey: 'page.deposits', roles: rolesOf('deskDeposits'), load: () => import('./pages/DepositsPage.tsx').then((m) => ({ default: m.DepositsPage })) },
  { key: 'disputes', titleKey: 'page.disputes', roles: rolesOf('deskWithdrawals'), load: () => import('./pages/DisputesPage.tsx').then((m) => ({ default: m.DisputesPage })) },
  { key: 'feedback', titleKey: 'page.feedback', roles: rolesOf('deskFeedback'), load: () => import('./pages/FeedbackPage.tsx').then((m) => ({ default: m.FeedbackPage })) },
  { key: 'contracts', titleKey: 'page.contracts', roles: rolesOf('deskContracts'), load: () => import('./pages/ContractsPage.tsx').then((m) => ({ default: m.ContractsPage })) },
  { key: 'settlements', titleKey: 'page.settlements', roles: rolesOf('deskSettlements'), load: () => import('./pages/SettlementsPage.tsx').then((m) => ({ default: m.SettlementsPage })) },
  { key: 'reports', titleKey: 'page.reports', roles: rolesOf('deskReport'), load: () => import('./pages/ReportsPage.tsx').then((m) => ({ default: m.ReportsPage })) },
  { key: 'points', titleKey: 'page.points', roles: rolesOf('deskPointRedemptions'), load: () => import('./pages/PointRedemptionsPage.tsx').then((m) => ({ default: m.PointRedemptionsPage })) },
  { key: 'rebateLevels', titleKey: 'page.rebateLevels', roles: rolesOf('deskRebateMembers'), load: () => import('./pages/RebateLevelsPage.tsx').then((m) => ({ default: m.RebateLevelsPage })) },
  { key: 'protectionLifts', titleKey: 'page.protectionLifts', roles: rolesOf('deskProtectionLifts'), load: () => import('./pages/ProtectionLiftsPage.tsx').then((m) => ({ default: m.ProtectionLiftsPage })) },
  { key: 'exclusionRegister', titleKey: 'page.exclusionRegister', roles: rolesOf('deskExclusionRegister'), load: () => import('./pages/ExclusionRegisterPage.tsx').then((m) => ({ default: m.ExclusionRegisterPage })) },
  { key: 'events', titleKey: 'page.events', roles: rolesOf('deskEvents'), load: () => import('./pages/EventsPage.tsx').then((m) => ({ default: m.EventsPage })) },
  { key: 'players', titleKey: 'page.players', roles: rolesOf('deskPlayers'), load: () => import('./pages/PlayersPage.tsx').then((m) => ({ default: m.PlayersPage })) },
  { key: 'promotions', titleKey: 'page.promotions', roles: rolesOf('deskPromotionApplications'), load: () => import('./pages/PromotionsPage.tsx').then((m) => ({ default: m.PromotionsPage })) },
];

export const pagesFor = (role: OperatorRole): DeskPage[] => DESK_PAGES.filter((page) => page.roles.includes(role));
