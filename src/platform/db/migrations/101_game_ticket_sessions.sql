-- Launch tickets belong to the session that launched the game: revoked with it (logout, password
-- change), for one member, short-lived. They are stored as SHA-256 like session tokens, and keep
-- the portal origin the game page reports rounds to (postMessage names it, never '*').
-- Tickets issued before this change are dropped: they were not tied to a session.
DROP TABLE game_launches;

CREATE TABLE game_launches (
  ticket_hash TEXT PRIMARY KEY,
  session_hash TEXT NOT NULL,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  game_id INTEGER NOT NULL,
  demo BOOLEAN NOT NULL,
  portal_origin TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
