-- Referral rewards (issue 15): what a member earned when a friend they invited reached one of the
-- merchant's referral rules (constants.referralRewards). The rules are config; only payments are
-- stored. One row per friend and rule: the unique key is what makes a payment happen once,
-- whichever process (the job in every process, a read of the referral page) gets there first:
-- the second INSERT waits for the first to commit and then conflicts. The row and its ledger
-- posting (key referral:<friend>:<rule>) commit together.
CREATE TABLE referral_rewards (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  referrer_id BIGINT NOT NULL REFERENCES members(id),
  friend_id BIGINT NOT NULL REFERENCES members(id),
  rule_id TEXT NOT NULL,
  progress BIGINT NOT NULL,
  threshold BIGINT NOT NULL CHECK (progress >= threshold),
  amount BIGINT NOT NULL CHECK (amount > 0),
  ledger_transaction_id BIGINT UNIQUE REFERENCES ledger_transactions(id),
  created_at BIGINT NOT NULL,
  UNIQUE (friend_id, rule_id)
);
-- The referral page reads a member's payments; the job looks up a friend's.
CREATE INDEX referral_rewards_referrer ON referral_rewards (referrer_id, friend_id);
