-- Missions with a points prize (issue 15): a claim pays whole points into the points ledger
-- (migration 420) instead of money. The claim row stays the one that makes it happen once; it
-- says which ledger its amount went to (money: minor units with a ledger transaction; points: a
-- points entry of kind mission under the same key mission:<member>:<mission>:<period start>).
ALTER TABLE mission_claims ADD COLUMN prize_kind TEXT NOT NULL DEFAULT 'money' CHECK (prize_kind IN ('money', 'points'));
ALTER TABLE points_entries DROP CONSTRAINT points_entries_kind_check;
ALTER TABLE points_entries ADD CONSTRAINT points_entries_kind_check CHECK (kind IN ('earn', 'convert', 'redeem', 'refund', 'mission'));
