-- Password reset by email: a single-use token mailed to the member's address. Stored as SHA-256
-- (like sessions), valid 30 minutes; `used_at` is set by the one reset it allows. A new request
-- leaves older tokens valid until they expire or the password changes (`revoked_at`).
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  merchant TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT,
  revoked_at BIGINT
);
CREATE INDEX password_resets_member ON password_resets (member_id);

-- The mail outbox: the reference platform sends no mail; messages land here (and in the log),
-- like SMS codes in sms_outbox, and GET /dev/mail-outbox lists them for tests and demos.
CREATE TABLE mail_outbox (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox (merchant, to_address, created_at);
