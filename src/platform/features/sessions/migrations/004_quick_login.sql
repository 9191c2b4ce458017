-- Quick (one-click) login: a token a login with rememberDevice issues for one device.
-- Stored as SHA-256 (like sessions), bound to member, merchant and the client's loginDeviceId;
-- expires 30 days after issue. Each use sets `used_at` and issues a successor (rotation); a
-- token presented again after its use revokes its device's live token (reuse = theft signal).
-- Revoked (`revoked_at`) by password change or reset and by logout with forgetDevice.
CREATE TABLE quick_login_tokens (
  token_hash TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  merchant TEXT NOT NULL,
  login_device_id TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT,
  revoked_at BIGINT
);
CREATE INDEX quick_login_tokens_device ON quick_login_tokens (member_id, login_device_id);
