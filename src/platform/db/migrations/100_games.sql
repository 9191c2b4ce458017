-- Games (owned by the games area): favourites, recently played, vendor maintenance windows,
-- launch tickets for the demo game provider and its idempotent rounds. The catalogue itself is
-- generated from a seed at start and kept in memory.

CREATE TABLE game_favourites (
  member_id BIGINT NOT NULL REFERENCES members(id),
  game_id INTEGER NOT NULL,
  added_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE game_recent (
  member_id BIGINT NOT NULL REFERENCES members(id),
  game_id INTEGER NOT NULL,
  played_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_recent_member ON game_recent (member_id, played_at);

-- A vendor is under maintenance while maintain_time <= now < end_time.
CREATE TABLE game_vendor_maintenance (
  merchant TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  maintain_time BIGINT NOT NULL,
  end_time BIGINT NOT NULL,
  PRIMARY KEY (merchant, vassalage)
);

CREATE TABLE game_launches (
  ticket TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  game_id INTEGER NOT NULL,
  demo BOOLEAN NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);

-- One row per round, written before any money moves (balance_after NULL = not yet settled). With
-- the ledger's idempotency keys derived from the round id, a retry finishes the same round and
-- never pays twice, and a retry with another bet under the same id is refused.
CREATE TABLE game_rounds (
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  round_id TEXT NOT NULL,
  game_id INTEGER NOT NULL,
  demo BOOLEAN NOT NULL,
  bet BIGINT NOT NULL CHECK (bet > 0),
  win BIGINT NOT NULL CHECK (win >= 0),
  outcome JSONB NOT NULL,
  balance_after BIGINT,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (merchant, member_id, round_id)
);
CREATE INDEX game_rounds_wins ON game_rounds (merchant, win) WHERE win > 0;
