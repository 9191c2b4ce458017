-- Notices shown by the portal (player list, banners, popup, promotions); content is HTML that
-- the portal sanitises. language NULL = every language.
CREATE TABLE announcements (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('player', 'banners', 'popup', 'promotion')),
  language TEXT,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  starts_at BIGINT NOT NULL,
  ends_at BIGINT
);
CREATE INDEX announcements_merchant ON announcements (merchant, starts_at);
