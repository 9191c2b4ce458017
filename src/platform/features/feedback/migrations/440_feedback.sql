-- Feedback (spec section 2 "feedback"): a member's message to the desk, with one optional image,
-- and the desk's answer. Unlike the peers the member keeps the history and sees the reply.
-- The image lives in its own table so listing feedback never reads image bytes.
CREATE TABLE feedback (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  type TEXT NOT NULL,
  content TEXT NOT NULL,
  has_image BOOLEAN NOT NULL DEFAULT FALSE,
  created_at BIGINT NOT NULL,
  reply TEXT,
  replied_by TEXT,
  replied_at BIGINT
);
CREATE INDEX feedback_member ON feedback (member_id, id DESC);
CREATE INDEX feedback_desk ON feedback (merchant, (reply IS NULL), id DESC);

CREATE TABLE feedback_images (
  feedback_id BIGINT PRIMARY KEY REFERENCES feedback(id),
  mime TEXT NOT NULL,
  bytes BYTEA NOT NULL
);
