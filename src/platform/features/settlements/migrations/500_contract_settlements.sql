-- Contract settlement (issue 14): one row per contract and closed period, made by the settlement
-- job in every platform process (services/settlement.ts). The unique (contract, period) and the
-- ledger key settlement:<contract>:<period start> make a period pay once, however many processes
-- or re-runs reach it.
-- state: pending (computed, not yet paid) -> disbursed (paid, ledger_transaction_id set);
-- rejected: nothing earned (reason belowTier: the team reached no tier; zeroAmount: it rounds to 0).
CREATE TABLE contract_settlements (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  contract_id BIGINT NOT NULL REFERENCES agent_contracts(id),
  holder_id BIGINT NOT NULL REFERENCES members(id),
  type TEXT NOT NULL CHECK (type IN ('dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary')),
  period_start BIGINT NOT NULL,
  period_end BIGINT NOT NULL,
  valid_bet BIGINT NOT NULL,
  profit_loss BIGINT NOT NULL,
  active_members INTEGER NOT NULL,
  rounds INTEGER NOT NULL,
  -- 1-based tier reached; null: none
  tier INTEGER,
  rate NUMERIC(7, 2),
  loss_rate NUMERIC(7, 2),
  profit_rate NUMERIC(7, 2),
  amount BIGINT NOT NULL CHECK (amount >= 0),
  state TEXT NOT NULL CHECK (state IN ('pending', 'disbursed', 'rejected')),
  reason TEXT CHECK (reason IN ('belowTier', 'zeroAmount')),
  ledger_transaction_id BIGINT,
  created_at BIGINT NOT NULL,
  decided_at BIGINT,
  UNIQUE (contract_id, period_start)
);
-- My income: the holder's rows newest period first (keyset on period_end, id).
CREATE INDEX contract_settlements_holder ON contract_settlements (holder_id, period_end DESC, id DESC);
CREATE INDEX contract_settlements_pending ON contract_settlements (contract_id) WHERE state = 'pending';

-- How far each contract is settled (the end of its last settled period). The settling process
-- holds this row's lock while it computes and records periods, so a second process waits and
-- then finds them done.
CREATE TABLE contract_settlement_cursors (
  contract_id BIGINT PRIMARY KEY REFERENCES agent_contracts(id),
  settled_to BIGINT NOT NULL
);
