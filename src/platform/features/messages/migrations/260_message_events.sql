-- Messages raised by an event (deposit credited, withdrawal rejected, ...) keep the event and its
-- parameters, so the portal writes them in whatever language the member reads at the time; title
-- and content hold the text in the member's language when it was raised, for any other reader.
ALTER TABLE messages ADD COLUMN event TEXT;
ALTER TABLE messages ADD COLUMN params JSONB;
