-- Site messages to members (the member centre's messageV2 page; the header shows the unread
-- count through CSP_unreadCount). `seed_key` makes seeded messages idempotent.
CREATE TABLE messages (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  read_at BIGINT,
  seed_key TEXT,
  UNIQUE (member_id, seed_key)
);
CREATE INDEX messages_member_unread ON messages (member_id) WHERE read_at IS NULL;
