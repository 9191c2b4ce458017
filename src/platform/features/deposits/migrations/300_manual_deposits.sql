-- Manual bank transfers (issue 12): the member's own transfer reference, kept apart from
-- `reference` (the request key a repeated submit is matched by), so two deposits may carry the
-- same bank reference without one answering for the other.
ALTER TABLE deposits ADD COLUMN transfer_reference TEXT;

-- The desk's deposit queue reads a merchant's manual requests by state, oldest first.
CREATE INDEX deposits_desk_queue ON deposits (merchant, status, created_at) WHERE method = 'manual';
