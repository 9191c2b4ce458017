-- Missions (missionLeaderboard, rewardCenter; issue 15). The missions themselves are merchant
-- config (constants.missions); only claims are stored. One row per member, mission and period:
-- the unique key is what makes a claim happen once, whatever races it (two tabs, two platform
-- processes): the second INSERT waits for the first to commit and then conflicts. The claim row
-- and its ledger posting (key mission:<member>:<mission>:<period start>) commit together.
CREATE TABLE mission_claims (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  mission_id TEXT NOT NULL,
  period_start BIGINT NOT NULL,
  period_end BIGINT NOT NULL,
  progress BIGINT NOT NULL,
  target BIGINT NOT NULL CHECK (progress >= target),
  amount BIGINT NOT NULL CHECK (amount > 0),
  ledger_transaction_id BIGINT UNIQUE REFERENCES ledger_transactions(id),
  created_at BIGINT NOT NULL,
  UNIQUE (merchant, member_id, mission_id, period_start)
);
CREATE INDEX mission_claims_member ON mission_claims (member_id, created_at DESC);

-- Progress and leaderboards sum a period's settled real-money bets and credited deposits over the
-- whole merchant; the member's own sums use the member indexes of migrations 200 and 460.
CREATE INDEX game_rounds_merchant_settled ON game_rounds (merchant, created_at) WHERE NOT demo AND balance_after IS NOT NULL;
CREATE INDEX deposits_merchant_credited ON deposits (merchant, credited_at) WHERE status = 'approved';
