-- Reward centre claims (issue 15): the daily sign-in, the newbie reward, the rescue fund and promo
-- codes. Their rules are merchant config (constants.rewardCenter); only claims are stored. One row
-- per member, kind and claim key (sign-in: the merchant's day; newbie: 'once'; rescue fund: the day
-- whose loss it shares; promo code: the code): the unique key is what makes a claim happen once,
-- whatever races it (twenty taps, two platform processes): the second INSERT waits for the first
-- to commit and then conflicts. The row and its ledger posting (key reward:<kind>:<member>:<claim
-- key>) commit together.
CREATE TABLE reward_claims (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('signIn', 'newbie', 'rescueFund', 'promoCode')),
  claim_key TEXT NOT NULL,
  -- sign-in: which day of the streak this was (1 after a missed day).
  streak INTEGER CHECK (streak IS NULL OR streak >= 1),
  -- rescue fund: the net loss it was a share of, minor units.
  basis BIGINT,
  amount BIGINT NOT NULL CHECK (amount > 0),
  ledger_transaction_id BIGINT UNIQUE REFERENCES ledger_transactions(id),
  created_at BIGINT NOT NULL,
  UNIQUE (merchant, member_id, kind, claim_key)
);
CREATE INDEX reward_claims_member ON reward_claims (member_id, created_at DESC);

-- How many members used each promo code. The limit is config; a use is counted by a conditional
-- upsert in the claim's transaction (used < limit), which waits on the row for a concurrent use
-- and re-checks against its result, so the count never passes the limit.
CREATE TABLE promo_code_uses (
  merchant TEXT NOT NULL,
  code TEXT NOT NULL,
  used INTEGER NOT NULL CHECK (used >= 1),
  PRIMARY KEY (merchant, code)
);
