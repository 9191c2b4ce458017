-- Desk notes on a member (GLI-19 2.8.1): what support wrote about a member, by whom and when.
-- Append-only: a note is never edited or removed (each is also in the desk audit log).
CREATE TABLE player_notes (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  text TEXT NOT NULL,
  author TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX player_notes_member ON player_notes (merchant, member_id, id DESC);
