-- Two-factor login (TOTP, RFC 6238) as a member-level setting. One row per member who started
-- enrolment: `secret` (base32) is pending until `enabled_at` is set; a merchant's
-- features.twoFactor decides whether an enabled secret is asked for at login.
-- `last_step` is the newest time step whose code was accepted (a code cannot be replayed);
-- `challenge_client` / `challenge_until`: the client that passed the password (and captcha)
-- step and was asked for the code, so the code step does not need a second captcha.
CREATE TABLE member_totp (
  member_id BIGINT PRIMARY KEY REFERENCES members(id),
  secret TEXT NOT NULL,
  enabled_at BIGINT,
  last_step BIGINT,
  created_at BIGINT NOT NULL,
  challenge_client TEXT,
  challenge_until BIGINT
);
