-- Member-to-member referrals (member centre, referral page): each member's own invite code, made
-- the first time the member opens the page and never changed after (links already shared keep
-- working), and who referred a member at registration (?r=<code>). Rewards are another issue's.
CREATE TABLE referral_codes (
  member_id BIGINT PRIMARY KEY REFERENCES members(id),
  merchant TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (merchant, code)
);
ALTER TABLE members ADD COLUMN referrer_id BIGINT REFERENCES members(id);
-- The referral page lists a member's friends newest first, a page at a time.
CREATE INDEX members_referrer ON members (referrer_id, id DESC) WHERE referrer_id IS NOT NULL;
