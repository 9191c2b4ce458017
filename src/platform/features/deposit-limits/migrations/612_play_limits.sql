-- Loss, wager and session-time limits (UKGC RTS 12, GLI-19 A.3.7), per member, kind and period:
-- a decrease applies at once; an increase (or removal) waits in next_limit_minor until next_from
-- (24 hours later) and then until the member confirms it. Session limits are in minutes.
CREATE TABLE play_limits (
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('loss', 'wager', 'session')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  limit_minor BIGINT CHECK (limit_minor IS NULL OR limit_minor > 0),
  next_limit_minor BIGINT CHECK (next_limit_minor IS NULL OR next_limit_minor > 0),
  next_from BIGINT,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (merchant, member_id, kind, period)
);
-- The loss and wager windows read a member's real rounds since a time: game_rounds_member_time (280).
