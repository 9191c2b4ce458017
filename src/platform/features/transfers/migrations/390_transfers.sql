-- Transfers inside a team (issues 13, 14): an agent to its downline, a member to its upline.
-- The money moves in the ledger (kind transfer.downline / transfer.upline, key transfer:<id>);
-- this row names both sides for the "last transfers" lists, and its (sender, request_key)
-- makes a retried or doubled request one transfer.
CREATE TABLE transfers (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  from_member_id BIGINT NOT NULL REFERENCES members(id),
  to_member_id BIGINT NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('downline', 'upline')),
  amount BIGINT NOT NULL CHECK (amount > 0),
  remark TEXT,
  request_key TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (merchant, from_member_id, request_key)
);
CREATE INDEX transfers_from ON transfers (from_member_id, id DESC);
CREATE INDEX transfers_to ON transfers (to_member_id, id DESC);
