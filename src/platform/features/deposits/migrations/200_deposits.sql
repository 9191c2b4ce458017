-- Deposits: one row per request, through a payment provider (gateway) or a manual bank transfer.
--
-- A gateway deposit starts `new` (the member is sent to the provider's checkout), a manual one
-- `pending` (its receipt waits for the desk). Each ends once: `approved` (credited through the
-- ledger, `credited_at` set, `ledger_transaction_id` the movement), `rejected`, `cancelled` or
-- `expired`. Every change is a conditional UPDATE (`WHERE status IN ('new','pending')`), so two
-- platform processes on one database can never end a request twice.
--
-- Readers elsewhere (the withdrawal turnover rule) use (merchant, member_id, status, credited_at).

-- The provider's side of a deposit: money arriving from outside, one clearing account per merchant.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member', 'house', 'demo', 'hold', 'payout', 'deposit'));

CREATE TABLE deposits (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  channel TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('gateway', 'manual')),
  currency TEXT NOT NULL,
  amount_minor BIGINT NOT NULL CHECK (amount_minor > 0),
  fee_minor BIGINT NOT NULL DEFAULT 0 CHECK (fee_minor >= 0 AND fee_minor < amount_minor),
  status TEXT NOT NULL CHECK (status IN ('new', 'pending', 'approved', 'rejected', 'cancelled', 'expired')),
  reference TEXT,
  provider_ref TEXT,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  decided_at BIGINT,
  decided_by TEXT,
  reason TEXT,
  credited_at BIGINT,
  ledger_transaction_id BIGINT UNIQUE REFERENCES ledger_transactions(id),
  CHECK ((status = 'approved') = (credited_at IS NOT NULL))
);
CREATE INDEX deposits_member ON deposits (merchant, member_id, created_at DESC);
CREATE INDEX deposits_credited ON deposits (merchant, member_id, credited_at DESC) WHERE status = 'approved';
CREATE INDEX deposits_open_due ON deposits (expires_at) WHERE status IN ('new', 'pending');
-- One open manual deposit per member ("Please complete your deposit request."), kept by the database.
CREATE UNIQUE INDEX deposits_one_open_manual ON deposits (merchant, member_id) WHERE method = 'manual' AND status IN ('new', 'pending');

-- The receipt image of a manual deposit (png or jpg, at most 5 MB, checked by its bytes).
CREATE TABLE deposit_receipts (
  deposit_id BIGINT PRIMARY KEY REFERENCES deposits(id),
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes BYTEA NOT NULL
);

-- Every provider callback, accepted or refused, with why (forged, replayed, late, amount mismatch).
CREATE TABLE deposit_callbacks (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  deposit_id BIGINT,
  nonce TEXT,
  outcome TEXT NOT NULL,
  detail TEXT,
  received_at BIGINT NOT NULL
);
CREATE INDEX deposit_callbacks_deposit ON deposit_callbacks (deposit_id);

-- A signed callback's nonce is accepted once: a captured callback sent again is a replay.
CREATE TABLE deposit_callback_nonces (
  merchant TEXT NOT NULL,
  nonce TEXT NOT NULL,
  received_at BIGINT NOT NULL,
  PRIMARY KEY (merchant, nonce)
);

-- Deposit limits (UKGC RTS 12), per member and period: a decrease applies at once, an increase
-- (or removal) waits in next_limit_minor until next_from (24 hours later).
CREATE TABLE deposit_limits (
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  limit_minor BIGINT CHECK (limit_minor IS NULL OR limit_minor > 0),
  next_limit_minor BIGINT CHECK (next_limit_minor IS NULL OR next_limit_minor > 0),
  next_from BIGINT,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (merchant, member_id, period)
);
