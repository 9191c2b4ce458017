-- Rebates (manualRebate, bonusDetails): a member's level picks their rates from the merchant's
-- config (constants.rebates.levels); 0 = every member.
ALTER TABLE members ADD COLUMN rebate_level INTEGER NOT NULL DEFAULT 0 CHECK (rebate_level >= 0);

-- One row per claim. `bets` holds, per game category, the valid bet the claim paid on, so what is
-- claimable is "all valid bets minus what earlier claims covered": a round settled late is still
-- counted once, whatever the clock says. A claim and its ledger posting commit together, under a
-- lock on the member's claims (rebate_claim_locks), so two claims at once pay once.
CREATE TABLE rebate_claims (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  idempotency_key TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  bets JSONB NOT NULL,
  amounts JSONB NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, id DESC);

CREATE TABLE rebate_claim_locks (
  member_id BIGINT PRIMARY KEY REFERENCES members(id)
);
