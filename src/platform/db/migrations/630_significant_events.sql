-- Significant events (GLI-19 2.8.8, 2.8.5): failed logins with their IP, large bets and wins,
-- balance adjustments, limit and exclusion changes, personal-data edits, bonus and settings
-- changes, each with its state before and after and who did it (`actor`: member, operator:<name>
-- or system). A regulator reads this as evidence, so rows are only ever added: a trigger refuses
-- UPDATE and DELETE. `member_id` is null for a failed login naming no account.
CREATE TABLE significant_events (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT,
  account TEXT,
  type TEXT NOT NULL,
  actor TEXT NOT NULL,
  ip TEXT,
  before_state JSONB,
  after_state JSONB,
  at BIGINT NOT NULL
);
CREATE INDEX significant_events_merchant ON significant_events (merchant, id DESC);
CREATE INDEX significant_events_member ON significant_events (merchant, member_id, id DESC);

CREATE FUNCTION significant_events_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'significant_events is append-only';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER significant_events_append_only BEFORE UPDATE OR DELETE ON significant_events
  FOR EACH ROW EXECUTE FUNCTION significant_events_append_only();
