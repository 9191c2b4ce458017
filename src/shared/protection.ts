/**
 * Player protection both sides read: the time-out and self-exclusion periods a merchant offers
 * (constants.protection), which the platform enforces and the responsible-gaming page offers;
 * and which member-centre pages a restricted session (a break in force) opens.
 */
import type { ProtectionSettings } from '../generated/merchant.ts';

/** What a merchant without constants.protection offers. */
export const DEFAULT_PROTECTION: ProtectionSettings = {
  timeoutPeriods: ['24h', '7d', '1m', '6w'],
  selfExclusionPeriods: ['6m', '1y', '2y', '3y', '5y', 'indefinite'],
};

export function protectionPeriods(constants: { protection?: ProtectionSettings }): ProtectionSettings {
  return constants.protection ?? DEFAULT_PROTECTION;
}

/** A block as a page holds it: a container (a `tabs` block) holds more under `tabs[].blocks`. */
interface PageBlock {
  type: string;
  tabs?: readonly { blocks?: readonly PageBlock[] }[];
}

const blockOpen = (block: PageBlock, open: ReadonlySet<string>): boolean =>
  open.has(block.type) && (block.tabs ?? []).every((tab) => (tab.blocks ?? []).every((inner) => blockOpen(inner, open)));

/**
 * A member-centre page opens in a restricted session when every block on it does: `open` holds the
 * block types that make only calls a restricted session may make (their call
 * schemas say `openDuringBreak`), as each block's folder declares (the portal's blocks/registry.tsx).
 * A container is open when it is declared so and every block inside it is.
 */
export const pageOpenWhenRestricted = (page: { blocks: readonly PageBlock[] } | undefined, open: ReadonlySet<string>): boolean =>
  page !== undefined && page.blocks.every((block) => blockOpen(block, open));
