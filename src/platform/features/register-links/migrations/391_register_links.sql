-- An agent's invite links (agent centre, downline management): registering with the code makes
-- the new member the agent's downline player or downline agent, until the link expires or is
-- deleted (kept, so such a code is refused as expired rather than unknown).
CREATE TABLE register_links (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  agent_id BIGINT NOT NULL REFERENCES members(id),
  code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('player', 'agent')),
  expires_at BIGINT,
  created_at BIGINT NOT NULL,
  deleted_at BIGINT,
  UNIQUE (merchant, code)
);
CREATE INDEX register_links_agent ON register_links (merchant, agent_id, id DESC);
-- Which link a member registered through (counts per link).
ALTER TABLE members ADD COLUMN register_link_id BIGINT REFERENCES register_links(id);
