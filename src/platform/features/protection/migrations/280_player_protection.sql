-- Player protection (UKGC RTS 13, LCCP SR 3.5.3 / 3.5.4). A time-out or a self-exclusion blocks the
-- account until `protection_until`; it lives on the member's row because every authenticated call
-- already reads that row (liveSession), so the check costs no extra query. The member can only
-- lengthen it (the store's update refuses an earlier end). `reality_check_minutes`: the member's
-- reality-check interval, NULL = off.
ALTER TABLE members ADD COLUMN protection_kind TEXT CHECK (protection_kind IN ('timeout', 'selfExclusion'));
ALTER TABLE members ADD COLUMN protection_until BIGINT;
ALTER TABLE members ADD COLUMN reality_check_minutes INTEGER CHECK (reality_check_minutes BETWEEN 10 AND 480);

-- Every time-out and self-exclusion taken, kept after it ends (the operator's record of it).
CREATE TABLE member_protection_events (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL,
  duration TEXT NOT NULL,
  started_at BIGINT NOT NULL,
  until BIGINT NOT NULL
);
CREATE INDEX member_protection_events_member ON member_protection_events (member_id, started_at);

-- The reality check sums the member's rounds since the session began.
CREATE INDEX game_rounds_member_time ON game_rounds (member_id, created_at);
