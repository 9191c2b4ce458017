-- Agent centre team reports (issue 14): team betting, team transactions, profit and loss over an
-- agent's whole downline.
--
-- Team betting pages through the team's rounds newest first by keyset (time, member, round id;
-- round ids are only unique per member). game_rounds_member_history (460) serves one member; for a
-- whole team the planner would gather every member's rounds of the range and sort them for each
-- page. This index walks the merchant's real-money rounds in the page's own order, so a page stops
-- after its rows whatever the range holds.
CREATE INDEX game_rounds_merchant_time ON game_rounds (merchant, created_at DESC, member_id DESC, round_id DESC) WHERE NOT demo;

-- Team transactions page through the team wallets' deposits, withdrawals and transfers by
-- (time, entry id). Those kinds are few next to game bets and wins, so a partial index over them
-- alone, in the page's order, stays small and lets a page stop after its rows.
CREATE INDEX ledger_entries_money_time ON ledger_entries (created_at DESC, id DESC)
  WHERE kind IN ('deposit', 'hold', 'hold_release', 'hold_settle', 'withdrawal_refund', 'member_transfer', 'transfer.upline', 'transfer.downline');

-- Profit and loss counts a withdrawal's fee when it was paid (withdrawals_member is by request time).
CREATE INDEX withdrawals_member_paid ON withdrawals (member_id, paid_at) WHERE paid_at IS NOT NULL;
