-- Agent centre: an agent's team is its downline, direct and indirect (members.upline_id).
-- Team reports walk it from the agent down; this index makes each step one lookup.
CREATE INDEX members_upline ON members (merchant, upline_id) WHERE upline_id IS NOT NULL;
