/**
 * Contract settlements (migration 500): the team figures of a contract's periods from game_rounds,
 * the settlement rows, their payment through the ledger, and the holder's "My income" reads.
 * Recording a contract's periods happens under its cursor row's lock and paying under each row's
 * conditional UPDATE plus the ledger key, so two platform processes settle and pay a period once.
 */
import type { Database, Queryable } from '../../db/database.ts';
import type { ContractPeriod, ContractTier, ContractType } from '../../../shared/contract-rules.ts';
import { postEntries } from '../../ledger/store.ts';

// What the settlement rules (rules.ts) read and write, as stored.
export interface Period {
  start: number;
  end: number;
}

export interface TeamFigures {
  validBetMinor: number;
  /** Stakes minus wins: positive when the team lost. */
  profitLossMinor: number;
  activeMembers: number;
  rounds: number;
}

/** Real-time salary input: settled rounds of one stake size and outcome. */
export interface StakeGroup {
  betMinor: number;
  outcome: 'loss' | 'win' | 'push';
  count: number;
}

export type SettlementState = 'pending' | 'disbursed' | 'rejected';

/** A contract the job looks at: active, or ended recently (its last periods may be unsettled). */
export interface SettlingContract {
  id: number;
  merchant: string;
  type: ContractType;
  period: ContractPeriod | null;
  holderId: number;
  tiers: ContractTier[];
  status: string;
  activeFrom: number;
  activeTo: number | null;
  /** Where settling stood when read (null: never settled); `record` reads it again under its lock. */
  settledTo: number | null;
}

export interface NewSettlement extends TeamFigures {
  periodStart: number;
  periodEnd: number;
  tier: number | null;
  rate: number | null;
  lossRate: number | null;
  profitRate: number | null;
  amountMinor: number;
  state: 'pending' | 'rejected';
  reason: 'belowTier' | 'zeroAmount' | null;
  /** Above the merchant's review threshold: waits for the desk instead of the job paying it. */
  held?: boolean;
}

export interface Settlement extends Omit<NewSettlement, 'state' | 'reason' | 'held'> {
  id: number;
  merchant: string;
  holderId: number;
  /** belowTier, zeroAmount: kept from before migration 540; desk: the desk rejected it (remark). */
  reason: 'belowTier' | 'zeroAmount' | 'desk' | null;
  held: boolean;
  /** What the job computed, when the desk paid another amount. */
  computedAmountMinor: number | null;
  remark: string | null;
  decidedBy: string | null;
  contractId: number;
  contractVersion: number;
  type: ContractType;
  period: ContractPeriod | null;
  state: SettlementState;
  createdAt: number;
  decidedAt: number | null;
}

export interface IncomeFilter {
  type: ContractType | null;
  contractId: number | null;
}

export interface IncomeTotals {
  disbursedMinor: number;
  pendingMinor: number;
  byType: { type: ContractType; disbursedMinor: number; pendingMinor: number; count: number }[];
}

/** A desk row: the settlement and its holder's username. */
export interface DeskSettlement extends Settlement {
  holder: string;
}

/** What pay() paid in one transaction for one contract (for the holder's notice). */
export interface PaidBatch {
  merchant: string;
  holderId: number;
  amountMinor: number;
  lastId: number;
  lastPeriodEnd: number;
}

export interface SettlementsStore {
  /** Active contracts and those that ended at or after `endedSince`, oldest first. */
  contracts(endedSince: number, merchant?: string): Promise<SettlingContract[]>;
  contract(merchant: string, id: number): Promise<SettlingContract | null>;
  /**
   * Under the contract's cursor lock: `plan` gets where settling stands (the end of the last
   * settled period, `firstStart` when none) and answers the rows to record and the new cursor.
   * Answers how many rows it recorded.
   */
  record(c: SettlingContract, firstStart: number, plan: (tx: Queryable, settledTo: number) => Promise<{ rows: NewSettlement[]; settledTo: number }>, at: number): Promise<number>;
  /**
   * The holder's downline (every level) as member ids, less those on a time-out or self-exclusion
   * at `at`: an agent earns nothing from the play of a member who asked to be protected.
   */
  team(q: Queryable, c: SettlingContract, at: number): Promise<number[]>;
  /** The team's settled real-money rounds per period (one query; periods contiguous, oldest first). */
  figures(q: Queryable, c: SettlingContract, team: number[], periods: Period[]): Promise<TeamFigures[]>;
  /** Real-time salary: the rounds per period by stake and outcome. */
  stakes(q: Queryable, c: SettlingContract, team: number[], periods: Period[]): Promise<StakeGroup[][]>;
  /** Contracts with rows waiting to be paid (a crash between recording and paying). */
  pendingContracts(limit: number): Promise<{ id: number; merchant: string; holderId: number }[]>;
  /**
   * Pays every pending row of the contract not held for the desk (house -> holder's wallet), each
   * once; `paid` runs in the same transaction with what was paid (the holder's notice); answers how many.
   */
  pay(contractId: number, accounts: { house: number; wallet: number }, at: number, paid?: (tx: Queryable, batch: PaidBatch) => Promise<void>): Promise<number>;
  /** The desk's queue: the merchant's settlements, newest period first. */
  forDesk(merchant: string, filter: { state: SettlementState | null; holder: string | null }, page: { offset: number; limit: number }): Promise<{ items: DeskSettlement[]; total: number }>;
  /** One settlement under its row lock (the desk's decision). */
  lock(tx: Queryable, merchant: string, id: number): Promise<Settlement | null>;
  /**
   * The desk pays a locked pending row `amountMinor` (its computed amount or an adjusted one)
   * through the ledger; answers the row and the holder's wallet balance after the payment.
   */
  payOne(tx: Queryable, s: Settlement, accounts: { house: number; wallet: number }, amountMinor: number, by: string, at: number): Promise<{ settlement: Settlement; walletAfterMinor: number }>;
  /** The desk rejects a locked pending row: nothing is paid, ever. */
  reject(tx: Queryable, s: Settlement, remark: string, by: string, at: number): Promise<Settlement>;
  /** My income: the holder's rows, newest period first; `pageSize + 1` rows tell whether more exist. */
  income(merchant: string, holderId: number, filter: IncomeFilter, page: { pageSize: number; after: { at: number; id: number } | null }): Promise<Settlement[]>;
  totals(merchant: string, holderId: number, filter: IncomeFilter): Promise<IncomeTotals>;
}

type Row = Record<string, unknown>;
const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * The holder's downline, every level, without the members protected at $3 (their own downline
 * still counts: the walk goes through them).
 */
const TEAM = `WITH RECURSIVE team AS (
  SELECT id, protection_until FROM members WHERE merchant = $1 AND upline_id = $2
  UNION ALL
  SELECT m.id, m.protection_until FROM members m JOIN team t ON m.upline_id = t.id WHERE m.merchant = $1
) SELECT id FROM team WHERE protection_until IS NULL OR protection_until <= $3`;
/**
 * Settled real-money rounds of the team in the periods ($2 team ids, $3 period starts, $4 from,
 * $5 to). The team goes in as an array, not as the recursive query: the planner then knows its
 * size (it guessed millions of rows from the recursion and hashed the whole table every time).
 */
const TEAM_ROUNDS = `FROM game_rounds r
  WHERE r.merchant = $1 AND r.member_id = ANY($2::bigint[]) AND NOT r.demo AND r.balance_after IS NOT NULL AND r.created_at >= $4 AND r.created_at < $5`;
const periodParams = (c: SettlingContract, team: number[], periods: Period[]) => [c.merchant, team, periods.map((p) => p.start), periods[0]!.start, periods.at(-1)!.end];

const toContract = (r: Row): SettlingContract => ({
  id: num(r.id), merchant: String(r.merchant), type: r.type as ContractType, period: (r.period ?? null) as ContractPeriod | null,
  holderId: num(r.holder_id), tiers: (typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as ContractTier[],
  status: String(r.status), activeFrom: num(r.decided_at), activeTo: numOrNull(r.ended_at), settledTo: numOrNull(r.settled_to),
});

const toSettlement = (r: Row): Settlement => ({
  id: num(r.id), merchant: String(r.merchant), holderId: num(r.holder_id), contractId: num(r.contract_id), contractVersion: num(r.version), type: r.type as ContractType, period: (r.period ?? null) as ContractPeriod | null,
  periodStart: num(r.period_start), periodEnd: num(r.period_end),
  validBetMinor: num(r.valid_bet), profitLossMinor: num(r.profit_loss), activeMembers: num(r.active_members), rounds: num(r.rounds),
  tier: numOrNull(r.tier), rate: numOrNull(r.rate), lossRate: numOrNull(r.loss_rate), profitRate: numOrNull(r.profit_rate),
  amountMinor: num(r.amount), state: r.state as SettlementState, reason: (r.reason ?? null) as Settlement['reason'],
  createdAt: num(r.created_at), decidedAt: numOrNull(r.decided_at),
  held: r.held === true, computedAmountMinor: numOrNull(r.computed_amount), remark: (r.remark ?? null) as string | null, decidedBy: (r.decided_by ?? null) as string | null,
});

/** The ledger movement of one settlement: the house pays the holder, once per contract and period. */
function postSettlement(tx: Queryable, s: { id: number; merchant: string; type: string; contractId: number; periodStart: number }, accounts: { house: number; wallet: number }, amount: number, at: number) {
  return postEntries(tx, {
    merchant: s.merchant, idempotencyKey: `settlement:${s.contractId}:${s.periodStart}`, kind: s.type === 'dividend' ? 'dividend' : 'salary', memo: `${s.type} settlement ${s.id}`,
    entries: [{ accountId: accounts.house, amount: -amount }, { accountId: accounts.wallet, amount }], at,
  });
}

const SETTLEMENT_COLUMNS = 's.*, c.version, c.period';

const CONTRACT_COLUMNS = `c.id, c.merchant, c.type, c.period, c.holder_id, c.tiers, c.status, c.decided_at, c.ended_at,
  (SELECT s.settled_to FROM contract_settlement_cursors s WHERE s.contract_id = c.id) AS settled_to`;

function incomeWhere(merchant: string, holderId: number, filter: IncomeFilter) {
  const params: unknown[] = [merchant, holderId, filter.type, filter.contractId];
  return { params, where: 's.merchant = $1 AND s.holder_id = $2 AND ($3::text IS NULL OR s.type = $3) AND ($4::bigint IS NULL OR s.contract_id = $4)' };
}

export function createSettlementsStore(db: Database): SettlementsStore {
  return {
    async contracts(endedSince, merchant) {
      const rows = await db.query<Row>(
        `SELECT ${CONTRACT_COLUMNS} FROM agent_contracts c
         WHERE c.decided_at IS NOT NULL AND (c.status = 'active' OR (c.status IN ('ended', 'terminated') AND c.ended_at >= $1))
           AND ($2::text IS NULL OR c.merchant = $2)
         ORDER BY c.id`,
        [endedSince, merchant ?? null],
      );
      return rows.map(toContract);
    },
    async contract(merchant, id) {
      const [r] = await db.query<Row>(`SELECT ${CONTRACT_COLUMNS} FROM agent_contracts c WHERE c.merchant = $1 AND c.id = $2`, [merchant, id]);
      return r ? toContract(r) : null;
    },
    record(c, firstStart, plan, at) {
      return db.transaction(async (tx) => {
        await tx.query('INSERT INTO contract_settlement_cursors (contract_id, settled_to) VALUES ($1, $2) ON CONFLICT DO NOTHING', [c.id, firstStart]);
        const [cursor] = await tx.query<Row>('SELECT settled_to FROM contract_settlement_cursors WHERE contract_id = $1 FOR UPDATE', [c.id]);
        const { rows, settledTo } = await plan(tx, num(cursor!.settled_to));
        if (rows.length > 0) {
          const col = <K extends keyof NewSettlement>(k: K) => rows.map((r) => r[k]);
          await tx.query(
            `INSERT INTO contract_settlements (merchant, contract_id, holder_id, type, period_start, period_end, valid_bet, profit_loss, active_members, rounds,
               tier, rate, loss_rate, profit_rate, amount, state, reason, held, created_at)
             SELECT $1::text, $2::bigint, $3::bigint, $4::text, t.*, $19::bigint FROM unnest($5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[], $9::int[], $10::int[], $11::int[],
               $12::numeric[], $13::numeric[], $14::numeric[], $15::bigint[], $16::text[], $17::text[], $18::boolean[]) AS t
             ON CONFLICT (contract_id, period_start) DO NOTHING`,
            [c.merchant, c.id, c.holderId, c.type, col('periodStart'), col('periodEnd'), col('validBetMinor'), col('profitLossMinor'), col('activeMembers'), col('rounds'),
              col('tier'), col('rate'), col('lossRate'), col('profitRate'), col('amountMinor'), col('state'), col('reason'), rows.map((r) => r.held === true), at],
          );
        }
        await tx.query('UPDATE contract_settlement_cursors SET settled_to = $2 WHERE contract_id = $1', [c.id, settledTo]);
        return rows.length;
      });
    },
    async team(q, c, at) {
      return (await q.query<Row>(TEAM, [c.merchant, c.holderId, at])).map((r) => num(r.id));
    },
    async figures(q, c, team, periods) {
      if (periods.length === 0 || team.length === 0) return periods.map(() => ({ validBetMinor: 0, profitLossMinor: 0, activeMembers: 0, rounds: 0 }));
      // Per member first, then per period: active members are the member rows (no DISTINCT sort).
      const rows = await q.query<Row>(
        `SELECT b, SUM(bet) AS bet, SUM(pl) AS pl, COUNT(*) AS active, SUM(n) AS n FROM (
           SELECT width_bucket(r.created_at, $3::bigint[]) AS b, r.member_id, SUM(r.bet) AS bet, SUM(r.bet - r.win) AS pl, COUNT(*) AS n
           ${TEAM_ROUNDS} GROUP BY 1, 2
         ) per_member GROUP BY b`,
        periodParams(c, team, periods),
      );
      const out: TeamFigures[] = periods.map(() => ({ validBetMinor: 0, profitLossMinor: 0, activeMembers: 0, rounds: 0 }));
      for (const r of rows) {
        const f = out[num(r.b) - 1];
        if (f) Object.assign(f, { validBetMinor: num(r.bet), profitLossMinor: num(r.pl), activeMembers: num(r.active), rounds: num(r.n) });
      }
      return out;
    },
    async stakes(q, c, team, periods) {
      if (periods.length === 0 || team.length === 0) return periods.map(() => []);
      const rows = await q.query<Row>(
        `SELECT width_bucket(r.created_at, $3::bigint[]) AS b, r.bet, sign(r.win - r.bet) AS s, COUNT(*) AS n
         ${TEAM_ROUNDS} GROUP BY 1, 2, 3`,
        periodParams(c, team, periods),
      );
      const out: StakeGroup[][] = periods.map(() => []);
      for (const r of rows) {
        const s = num(r.s);
        out[num(r.b) - 1]?.push({ betMinor: num(r.bet), outcome: s < 0 ? 'loss' : s > 0 ? 'win' : 'push', count: num(r.n) });
      }
      return out;
    },
    async pendingContracts(limit) {
      const rows = await db.query<Row>(
        "SELECT DISTINCT contract_id, merchant, holder_id FROM contract_settlements WHERE state = 'pending' AND NOT held ORDER BY contract_id LIMIT $1",
        [limit],
      );
      return rows.map((r) => ({ id: num(r.contract_id), merchant: String(r.merchant), holderId: num(r.holder_id) }));
    },
    pay(contractId, accounts, at, paid) {
      return db.transaction(async (tx) => {
        // A second process waits on these rows and then finds them no longer pending.
        const rows = await tx.query<Row>(
          `UPDATE contract_settlements SET state = 'disbursed', decided_at = $2 WHERE contract_id = $1 AND state = 'pending' AND NOT held
           RETURNING id, merchant, holder_id, type, period_start, period_end, amount`,
          [contractId, at],
        );
        rows.sort((a, b) => num(a.period_start) - num(b.period_start));
        for (const r of rows) {
          const s = { id: num(r.id), merchant: String(r.merchant), type: String(r.type), contractId, periodStart: num(r.period_start) };
          const posted = await postSettlement(tx, s, accounts, num(r.amount), at);
          await tx.query('UPDATE contract_settlements SET ledger_transaction_id = $2 WHERE id = $1', [s.id, posted.transactionId]);
        }
        const last = rows.at(-1);
        if (last && paid) {
          await paid(tx, {
            merchant: String(last.merchant), holderId: num(last.holder_id), amountMinor: rows.reduce((sum, r) => sum + num(r.amount), 0),
            lastId: Math.max(...rows.map((r) => num(r.id))), lastPeriodEnd: num(last.period_end),
          });
        }
        return rows.length;
      });
    },
    async forDesk(merchant, filter, page) {
      const params: unknown[] = [merchant, filter.state, filter.holder];
      const where = `s.merchant = $1 AND ($2::text IS NULL OR s.state = $2) AND ($3::text IS NULL OR lower(m.username) = lower($3))`;
      const from = 'FROM contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id JOIN members m ON m.id = s.holder_id';
      const rows = await db.query<Row>(
        `SELECT ${SETTLEMENT_COLUMNS}, m.username AS holder ${from} WHERE ${where} ORDER BY s.period_end DESC, s.id DESC LIMIT $4 OFFSET $5`,
        [...params, page.limit, page.offset],
      );
      const [count] = await db.query<Row>(`SELECT COUNT(*) AS n ${from} WHERE ${where}`, params);
      return { items: rows.map((r) => ({ ...toSettlement(r), holder: String(r.holder) })), total: num(count?.n ?? 0) };
    },
    async lock(tx, merchant, id) {
      const [r] = await tx.query<Row>(
        `SELECT ${SETTLEMENT_COLUMNS} FROM contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id WHERE s.merchant = $1 AND s.id = $2 FOR UPDATE OF s`,
        [merchant, id],
      );
      return r ? toSettlement(r) : null;
    },
    async payOne(tx, s, accounts, amountMinor, by, at) {
      const adjusted = amountMinor !== s.amountMinor;
      const posted = await postSettlement(tx, s, accounts, amountMinor, at);
      const [r] = await tx.query<Row>(
        `UPDATE contract_settlements SET state = 'disbursed', decided_at = $2, decided_by = $3, amount = $4, computed_amount = $5, ledger_transaction_id = $6
         WHERE id = $1 RETURNING *`,
        [s.id, at, by, amountMinor, adjusted ? (s.computedAmountMinor ?? s.amountMinor) : s.computedAmountMinor, posted.transactionId],
      );
      // The entry's running balance, read in the same transaction (the wallet row is locked by the posting).
      const [entry] = await tx.query<Row>('SELECT balance_after FROM ledger_entries WHERE transaction_id = $1 AND account_id = $2', [posted.transactionId, accounts.wallet]);
      return { settlement: toSettlement({ ...r, version: s.contractVersion, period: s.period }), walletAfterMinor: num(entry?.balance_after) };
    },
    async reject(tx, s, remark, by, at) {
      const [r] = await tx.query<Row>(
        `UPDATE contract_settlements SET state = 'rejected', reason = 'desk', remark = $2, decided_by = $3, decided_at = $4 WHERE id = $1 RETURNING *`,
        [s.id, remark, by, at],
      );
      return toSettlement({ ...r, version: s.contractVersion, period: s.period });
    },
    async income(merchant, holderId, filter, page) {
      const { params, where: base } = incomeWhere(merchant, holderId, filter);
      let where = base;
      if (page.after) {
        params.push(page.after.at, page.after.id);
        where += ` AND (s.period_end, s.id) < ($${params.length - 1}, $${params.length})`;
      }
      params.push(page.pageSize + 1);
      const rows = await db.query<Row>(
        `SELECT ${SETTLEMENT_COLUMNS} FROM contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
         WHERE ${where} ORDER BY s.period_end DESC, s.id DESC LIMIT $${params.length}`,
        params,
      );
      return rows.map(toSettlement);
    },
    async totals(merchant, holderId, filter) {
      const { params, where } = incomeWhere(merchant, holderId, filter);
      const rows = await db.query<Row>(
        `SELECT s.type, COUNT(*) AS n,
           COALESCE(SUM(s.amount) FILTER (WHERE s.state = 'disbursed'), 0) AS disbursed,
           COALESCE(SUM(s.amount) FILTER (WHERE s.state = 'pending'), 0) AS pending
         FROM contract_settlements s WHERE ${where} GROUP BY s.type ORDER BY s.type`,
        params,
      );
      const byType = rows.map((r) => ({ type: r.type as ContractType, disbursedMinor: num(r.disbursed), pendingMinor: num(r.pending), count: num(r.n) }));
      return { disbursedMinor: byType.reduce((s, t) => s + t.disbursedMinor, 0), pendingMinor: byType.reduce((s, t) => s + t.pendingMinor, 0), byType };
    },
  };
}
