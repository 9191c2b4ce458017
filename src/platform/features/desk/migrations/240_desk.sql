-- The payments desk (src/desk): operators of one merchant each, with one role; their sessions
-- (keyed by the SHA-256 of the token, like members'); and the audit log every desk action writes.
-- `totp_last_step` is the newest accepted TOTP step (a code cannot be replayed).
CREATE TABLE desk_operators (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  username TEXT NOT NULL,
  username_key TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('finance', 'support', 'admin')),
  password_hash TEXT NOT NULL,
  totp_secret TEXT NOT NULL,
  totp_last_step BIGINT,
  created_at BIGINT NOT NULL,
  disabled_at BIGINT,
  UNIQUE (merchant, username_key)
);

CREATE TABLE desk_sessions (
  token_hash TEXT PRIMARY KEY,
  operator_id BIGINT NOT NULL REFERENCES desk_operators(id),
  merchant TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  revoked_at BIGINT
);
CREATE INDEX desk_sessions_operator ON desk_sessions (operator_id);

-- One row per desk action: who (operator, role), when, what (action, target), the target's state
-- before and after, and the action's idempotency key. The key is unique per merchant, so an
-- action sent twice (a retry, a second click, a second platform process) is done once.
CREATE TABLE desk_audit (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  operator_id BIGINT NOT NULL REFERENCES desk_operators(id),
  operator_name TEXT NOT NULL,
  role TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  before_state JSONB,
  after_state JSONB,
  result JSONB,
  at BIGINT NOT NULL,
  UNIQUE (merchant, idempotency_key)
);
CREATE INDEX desk_audit_merchant ON desk_audit (merchant, id DESC);
