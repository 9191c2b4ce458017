-- Promotions (issue 15): what a member did about a promotion of the merchant's content files:
-- an application the desk reviews (kind apply), an opt-in (kind join) or a raffle draw (kind
-- raffle). The promotion itself lives in merchants/<code>/content, so only its id is kept here.
-- status: applying -> process (the desk took it) -> issued (bonus credited) | rejected;
-- joined (join); claimed (raffle, prize credited at once).
CREATE TABLE promotion_applications (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  promotion_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('apply', 'join', 'raffle')),
  status TEXT NOT NULL CHECK (status IN ('applying', 'process', 'rejected', 'issued', 'joined', 'claimed')),
  comment TEXT NOT NULL DEFAULT '',
  image_count INTEGER NOT NULL DEFAULT 0,
  bonus_minor BIGINT,
  reason TEXT,
  decided_by TEXT,
  decided_at BIGINT,
  created_at BIGINT NOT NULL
);
-- The "once" rules live in the database, so two platform processes cannot both pass them:
-- one open (or issued) application per member and promotion; a rejected one may be followed by another.
CREATE UNIQUE INDEX promotion_applications_open ON promotion_applications (merchant, promotion_id, member_id)
  WHERE kind = 'apply' AND status IN ('applying', 'process', 'issued');
-- join and raffle: once per member and promotion, ever.
CREATE UNIQUE INDEX promotion_applications_once ON promotion_applications (merchant, promotion_id, member_id, kind)
  WHERE kind IN ('join', 'raffle');
CREATE INDEX promotion_applications_member ON promotion_applications (member_id, id DESC);
CREATE INDEX promotion_applications_desk ON promotion_applications (merchant, kind, status, id DESC);

-- Images in their own table, so lists never read image bytes.
CREATE TABLE promotion_application_images (
  application_id BIGINT NOT NULL REFERENCES promotion_applications(id),
  position INTEGER NOT NULL,
  mime TEXT NOT NULL,
  bytes BYTEA NOT NULL,
  PRIMARY KEY (application_id, position)
);
