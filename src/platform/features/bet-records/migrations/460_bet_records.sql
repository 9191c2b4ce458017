-- Bet records and profit and loss (issue 13): a member's real-money rounds newest first, a page
-- at a time by keyset (time, then round id). game_rounds_member_time (280) has the time but not
-- the tie-breaker, so every page sorted the rounds of its first second again; this index is in
-- the pages' own order and leaves out demo rounds, which no record page shows.
CREATE INDEX game_rounds_member_history ON game_rounds (member_id, created_at DESC, round_id DESC) WHERE NOT demo;
