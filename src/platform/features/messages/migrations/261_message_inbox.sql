-- The member's inbox (messageV2): deletion is a mark (the row stays for the operator), a reply
-- names its sender (the member writing to the upline agent) and the message it answers, and the
-- inbox pages newest first by (created_at, id) through this index.
ALTER TABLE messages ADD COLUMN deleted_at BIGINT;
ALTER TABLE messages ADD COLUMN sender_id BIGINT REFERENCES members(id);
ALTER TABLE messages ADD COLUMN reply_to BIGINT REFERENCES messages(id);
CREATE INDEX messages_member_time ON messages (member_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
