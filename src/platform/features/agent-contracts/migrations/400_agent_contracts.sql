-- Agent contracts (issue 14): one row per contract version an upline agent (or the desk, for a
-- top-level agent) offers to a direct downline agent. A new version of the same type for the same
-- holder is a new row; accepting it ends the one before (end_reason 'replaced').
-- status: offered (the holder decides) -> active | rejected; active -> terminated | ended.
-- An active contract may carry one open request (termination or a new contract) from either side.
CREATE TABLE agent_contracts (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary')),
  period TEXT CHECK (period IN ('daily', 'weekly', 'semimonthly', 'monthly')),
  holder_id BIGINT NOT NULL REFERENCES members(id),
  -- null: offered by the desk (the holder is a top-level agent)
  offerer_id BIGINT REFERENCES members(id),
  version INT NOT NULL,
  tiers JSONB NOT NULL,
  top_rate NUMERIC(7, 2) NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('offered', 'active', 'rejected', 'terminated', 'ended')),
  request TEXT CHECK (request IN ('termination', 'newContract')),
  request_by TEXT CHECK (request_by IN ('holder', 'offerer')),
  requested_rate NUMERIC(7, 2),
  end_reason TEXT,
  created_at BIGINT NOT NULL,
  decided_at BIGINT,
  ended_at BIGINT
);
-- One open offer and one active contract per holder and type, whichever process writes.
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (merchant, holder_id, type) WHERE status = 'offered';
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (merchant, holder_id, type) WHERE status = 'active';
CREATE INDEX agent_contracts_offerer ON agent_contracts (merchant, offerer_id, type);

-- Every action on a contract: who (a member, an operator, or the platform), when, the status and
-- tiers before and after. Append-only.
CREATE TABLE agent_contract_events (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  contract_id BIGINT NOT NULL REFERENCES agent_contracts(id),
  actor_kind TEXT NOT NULL CHECK (actor_kind IN ('member', 'operator', 'platform')),
  actor_name TEXT NOT NULL,
  action TEXT NOT NULL,
  old_status TEXT,
  new_status TEXT NOT NULL,
  old_tiers JSONB,
  new_tiers JSONB,
  at BIGINT NOT NULL
);
CREATE INDEX agent_contract_events_contract ON agent_contract_events (contract_id, id);
