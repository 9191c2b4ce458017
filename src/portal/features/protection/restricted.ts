// What a restricted session (a time-out or self-exclusion in force) opens in the portal. The
// platform is the check (it answers account.excluded to every other call); this keeps the member
// off screens that could only fail, and on the restricted view instead.
import { usePortal, type MemberProtection } from '../../state/store.ts';

/** Route paths a restricted session opens; every other route shows the restricted view. */
export const RESTRICTED_ROUTES: ReadonlySet<string> = new Set(['/member', '/help', '/helpmc', '/resetPassword', '/maintain']);

/** Page blocks that make only the calls a restricted session may make (withdraw, history, security). */
const RESTRICTED_BLOCKS: ReadonlySet<string> = new Set([
  'withdraw', 'transactionHistory', 'betRecords', 'profitLoss', 'securityOverview', 'paymentPassword', 'payoutAccounts', 'devices', 'text', 'helpArticle',
]);

/** A member-centre page opens in a restricted session when every block on it does. */
export const pageOpenWhenRestricted = (page: { blocks: readonly { type: string }[] } | undefined): boolean =>
  page !== undefined && page.blocks.every((block) => RESTRICTED_BLOCKS.has(block.type));

/** The break in force for the signed-in member, or null. */
export function useRestriction(): MemberProtection | null {
  return usePortal((s) => s.member?.protection ?? null);
}
