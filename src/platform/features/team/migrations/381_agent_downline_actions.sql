-- Agent centre, downline management: the agent's own note on a downline member, and a login
-- block the agent sets (sessions end at once; login is refused until the agent lifts it).
ALTER TABLE members ADD COLUMN agent_remark TEXT;
ALTER TABLE members ADD COLUMN login_blocked_at BIGINT;
