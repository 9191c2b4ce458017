-- Ledger: balances of the busy system accounts in slots.
--
-- Every bet of every member moves money against the merchant's house account. With its balance on
-- one row, each posting held that row's lock until commit, so all of a merchant's game rounds
-- queued behind each other (on PostgreSQL, concurrent bets fell to about a third). Accounts that
-- may go below zero (house, demo, payout) need no check before a debit, so their postings add to
-- one of 16 slot rows instead (chosen by transaction id): postings rarely wait for each other,
-- and a balance read is still a fixed amount of work (the account row plus at most 16 slots).
-- Member and hold accounts keep the single row: their check needs it, and only their own member
-- contends for it.
--
-- balance = ledger_accounts.balance + SUM(ledger_balance_slots.balance) = sum of the entries.

CREATE TABLE ledger_balance_slots (
  account_id BIGINT NOT NULL REFERENCES ledger_accounts(id),
  slot SMALLINT NOT NULL CHECK (slot >= 0 AND slot < 16),
  balance BIGINT NOT NULL,
  PRIMARY KEY (account_id, slot)
);
