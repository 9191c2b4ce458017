-- Withdrawals (issue 12): the transaction (payment) password, bound payout accounts, the
-- requests with their ledger holds, and each request's timeline (the dispute case the member reads).
-- The money itself is in the ledger: `hold_id` holds the amount, `deposit_hold_id` the security
-- deposit; this table records what was asked and decided, never a balance.

CREATE TABLE payment_passwords (
  member_id BIGINT PRIMARY KEY REFERENCES members(id),
  password_hash TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE payout_accounts (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  provider TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('bank', 'ewallet')),
  account_number TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  removed_at BIGINT
);
CREATE UNIQUE INDEX payout_accounts_live ON payout_accounts (member_id, provider, account_number) WHERE removed_at IS NULL;

-- status: processing (held, waiting for the desk), transferring (approved; paid once paid_at is
-- set), audit_failure (rejected, released), success, failed (refunded), disputed.
-- confirmation: NULL until paid; awaiting, then received, fully_received, timed_out,
-- not_received (a dispute), refunded or forced_received.
CREATE TABLE withdrawals (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  request_key TEXT NOT NULL,
  payout_account_id BIGINT NOT NULL REFERENCES payout_accounts(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  fee BIGINT NOT NULL CHECK (fee >= 0),
  security_deposit BIGINT NOT NULL CHECK (security_deposit >= 0),
  hold_id BIGINT,
  deposit_hold_id BIGINT,
  status TEXT NOT NULL CHECK (status IN ('processing', 'transferring', 'audit_failure', 'success', 'failed', 'disputed')),
  confirmation TEXT CHECK (confirmation IN ('awaiting', 'received', 'fully_received', 'timed_out', 'not_received', 'refunded', 'forced_received')),
  paid_amount BIGINT NOT NULL DEFAULT 0,
  paid_at BIGINT,
  confirm_deadline BIGINT,
  -- Set when a confirmation window passed unanswered: the security deposit is kept at the end.
  deposit_forfeit BOOLEAN NOT NULL DEFAULT FALSE,
  remark TEXT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  UNIQUE (merchant, member_id, request_key)
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at);
CREATE INDEX withdrawals_due ON withdrawals (confirm_deadline) WHERE confirmation = 'awaiting';
CREATE INDEX withdrawals_queue ON withdrawals (merchant, status, created_at);

CREATE TABLE withdrawal_events (
  id BIGSERIAL PRIMARY KEY,
  withdrawal_id BIGINT NOT NULL REFERENCES withdrawals(id),
  at BIGINT NOT NULL,
  -- member, system, or operator:<name>
  actor TEXT NOT NULL,
  event TEXT NOT NULL,
  note TEXT
);
CREATE INDEX withdrawal_events_withdrawal ON withdrawal_events (withdrawal_id, id);

CREATE TABLE withdrawal_proofs (
  withdrawal_id BIGINT PRIMARY KEY REFERENCES withdrawals(id),
  mime TEXT NOT NULL,
  bytes BYTEA NOT NULL,
  created_at BIGINT NOT NULL
);
