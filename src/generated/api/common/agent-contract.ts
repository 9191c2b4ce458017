/* Generated from schemas/api/common/agent-contract.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One contract version as one party sees it: `side` says whether the reader holds it or gave it, `awaiting` who must act next, so an offer waiting for the reader and one waiting for the other side never read alike.
 */
export interface AgentContract {
  id: number;
  type: 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';
  /**
   * Dividend only.
   */
  period: 'daily' | 'weekly' | 'semimonthly' | 'monthly' | null;
  /**
   * 1 for the holder's first contract of this type, then one more per offer.
   */
  version: number;
  tiers: import('./contract-tier.ts').ContractTier[];
  /**
   * The top tier's highest rate: what a downline's contract is compared with.
   */
  rate: number;
  status: 'offered' | 'active' | 'rejected' | 'terminated' | 'ended';
  /**
   * The platform letter: P offered, A signed, V a termination asked for, C ended, R not signed.
   */
  statusCode: 'P' | 'A' | 'V' | 'C' | 'R';
  /**
   * The reader holds the contract or gave it.
   */
  side: 'holder' | 'offerer';
  /**
   * Who must answer next (an offer, a request); null: nobody.
   */
  awaiting: 'you' | 'them' | null;
  holder: string;
  /**
   * The upline's username; null: the operator (desk).
   */
  offerer: string | null;
  request: {
    kind: 'termination' | 'newContract';
    by: 'holder' | 'offerer';
    /**
     * The rate a new-contract request asks for.
     */
    rate: number | null;
  } | null;
  /**
   * Why an ended or terminated contract ended.
   */
  endReason: 'byHolder' | 'byOfferer' | 'replaced' | 'uplineRate' | null;
  createdAt: number;
  decidedAt: number | null;
  endedAt: number | null;
  /**
   * An offer to the reader: its own downline contracts that accepting it would end (they pay more).
   */
  endsDownline?: Downline[];
  /**
   * Every action on this version, oldest first: who, when, status and tiers before and after.
   */
  history: {
    at: number;
    actor: string;
    actorKind: 'member' | 'operator' | 'platform';
    action: string;
    oldStatus: string | null;
    newStatus: string;
    oldTiers: import('./contract-tier.ts').ContractTier[] | null;
    newTiers: import('./contract-tier.ts').ContractTier[] | null;
  }[];
}
export interface Downline {
  id: number;
  holder: string;
  rate: number;
  status: 'offered' | 'active';
}
