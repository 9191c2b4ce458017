-- The points mall (issue 15). Points are not money: they have no currency, no counterparty and
-- are never paid out, so they keep their own small ledger instead of a currency in the money
-- ledger: one balance row per member (never below zero) and append-only entries, each with the
-- balance after it (the member's "points details"), under an idempotency key per member.
-- Money a redemption or a conversion costs moves in the money ledger, in the same transaction.

CREATE TABLE points_accounts (
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  balance BIGINT NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (merchant, member_id)
);

-- kind: earn (valid bets), convert (bought with money), redeem (spent), refund (a rejected redemption).
CREATE TABLE points_entries (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('earn', 'convert', 'redeem', 'refund')),
  delta BIGINT NOT NULL CHECK (delta <> 0),
  balance_after BIGINT NOT NULL CHECK (balance_after >= 0),
  ref TEXT,
  idempotency_key TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (merchant, member_id, idempotency_key)
);
CREATE INDEX points_entries_member ON points_entries (merchant, member_id, id);

-- The category a round was played in, written with the round: points are earned per category.
ALTER TABLE game_rounds ADD COLUMN game_type TEXT;

-- Rounds already turned into points (a round earns once, whichever process sweeps it), and per
-- category the valid bet not yet worth a whole point (carried to the next sweep, never lost).
CREATE TABLE points_earned_rounds (
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL,
  round_id TEXT NOT NULL,
  PRIMARY KEY (merchant, member_id, round_id)
);
CREATE TABLE points_earn_carry (
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  game_type TEXT NOT NULL,
  carry_minor BIGINT NOT NULL CHECK (carry_minor >= 0),
  PRIMARY KEY (merchant, member_id, game_type)
);

-- Live stock per product (the config's stock is where it starts): a redemption takes with a
-- conditional UPDATE, so concurrent redemptions never take it below zero.
CREATE TABLE points_stock (
  merchant TEXT NOT NULL,
  product_id TEXT NOT NULL,
  stock BIGINT NOT NULL CHECK (stock >= 0),
  PRIMARY KEY (merchant, product_id)
);

-- status: processing (waiting for the desk), approved, rejected (points, money and stock returned).
CREATE TABLE points_redemptions (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  request_key TEXT NOT NULL,
  product_id TEXT NOT NULL,
  product_kind TEXT NOT NULL,
  name_key TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  points BIGINT NOT NULL CHECK (points > 0),
  money_minor BIGINT NOT NULL CHECK (money_minor >= 0),
  recipient JSONB,
  status TEXT NOT NULL CHECK (status IN ('processing', 'approved', 'rejected')),
  remark TEXT,
  created_at BIGINT NOT NULL,
  decided_at BIGINT,
  decided_by TEXT,
  UNIQUE (merchant, member_id, request_key)
);
CREATE INDEX points_redemptions_member ON points_redemptions (merchant, member_id, id);
CREATE INDEX points_redemptions_status ON points_redemptions (merchant, status, id);
