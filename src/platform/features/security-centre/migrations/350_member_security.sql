-- The security centre (issue 13).
-- Sessions get a plain id (the token hash stays private: a device list must not hand out what
-- identifies a session) and the browser's User-Agent, so a member can tell their devices apart.
ALTER TABLE sessions ADD COLUMN id BIGSERIAL;
CREATE UNIQUE INDEX sessions_id ON sessions (id);
ALTER TABLE sessions ADD COLUMN user_agent TEXT;

-- One-time recovery codes for two-factor login, as SHA-256 of member id and code (each code is
-- 50 random bits, so no slow hash is needed); `used_at` is set by the one login it allows.
CREATE TABLE member_recovery_codes (
  member_id BIGINT NOT NULL REFERENCES members(id),
  code_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  used_at BIGINT,
  PRIMARY KEY (member_id, code_hash)
);

-- Codes proving a member holds a new mobile or email before it is bound. Bound to the member and
-- the address (another member asking for the same number does not retire this member's code);
-- only the newest per member and channel counts; single use; wrong attempts counted.
CREATE TABLE contact_codes (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  channel TEXT NOT NULL,
  address TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at BIGINT
);
CREATE INDEX contact_codes_member ON contact_codes (member_id, channel, created_at);
