-- Times are epoch milliseconds (BIGINT) so every rule runs on the injected clock.
-- Money is integer minor units; balances are sums of append-only ledger entries.

CREATE TABLE members (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  username TEXT NOT NULL,
  username_key TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  password_is_default BOOLEAN NOT NULL DEFAULT FALSE,
  password_changed_at BIGINT NOT NULL,
  member_type INTEGER NOT NULL DEFAULT 0,
  nickname TEXT,
  mobile TEXT,
  email TEXT,
  payee_name TEXT,
  upline_id BIGINT REFERENCES members(id),
  affiliate_code TEXT,
  language TEXT,
  profile JSONB NOT NULL DEFAULT '{}'::jsonb,
  registered_at BIGINT NOT NULL,
  first_login_at BIGINT,
  UNIQUE (merchant, username_key)
);
CREATE UNIQUE INDEX members_mobile ON members (merchant, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate ON members (merchant, affiliate_code) WHERE affiliate_code IS NOT NULL;

CREATE TABLE member_ips (
  member_id BIGINT NOT NULL REFERENCES members(id),
  ip TEXT NOT NULL,
  first_seen_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, ip)
);

CREATE TABLE member_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  PRIMARY KEY (provider, subject)
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  merchant TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  revoked_at BIGINT
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE captchas (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  client_key TEXT NOT NULL,
  answer TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX captchas_client ON captchas (merchant, client_key, created_at);

-- Failed logins per account: a captcha is required while any is recent.
CREATE TABLE login_failures (
  merchant TEXT NOT NULL,
  username_key TEXT NOT NULL,
  failed_at BIGINT NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (merchant, username_key, failed_at);

CREATE TABLE sms_outbox (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  mobile TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_outbox_lookup ON sms_outbox (merchant, mobile, purpose, created_at);

CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  last_at BIGINT NOT NULL,
  window_start BIGINT NOT NULL,
  window_count INTEGER NOT NULL,
  blocked_until BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE platform_keys (
  name TEXT PRIMARY KEY,
  material JSONB NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE TABLE merchant_settings (
  merchant TEXT NOT NULL,
  key TEXT NOT NULL,
  value JSONB NOT NULL,
  PRIMARY KEY (merchant, key)
);

CREATE TABLE ledger_accounts (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('member', 'house', 'demo')),
  member_id BIGINT REFERENCES members(id),
  currency TEXT NOT NULL,
  UNIQUE (merchant, kind, member_id)
);
CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts (merchant, kind) WHERE member_id IS NULL;

CREATE TABLE ledger_transactions (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  kind TEXT NOT NULL,
  memo TEXT,
  created_at BIGINT NOT NULL,
  UNIQUE (merchant, idempotency_key)
);

CREATE TABLE ledger_entries (
  id BIGSERIAL PRIMARY KEY,
  transaction_id BIGINT NOT NULL REFERENCES ledger_transactions(id),
  account_id BIGINT NOT NULL REFERENCES ledger_accounts(id),
  amount BIGINT NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);

CREATE FUNCTION ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger tables are append-only';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
