-- A member's transaction history (issue 13): every wallet movement with its time, type and the
-- balance after it, newest first, a page at a time, for 12 months.
--
-- The time and the type live on ledger_transactions, so filtering a range of one account meant
-- joining every entry of the account to its transaction (slower with each bet). Each entry now
-- carries its movement's time and kind (written by postEntries from the same values), and an index
-- in the order the history pages read, so a page is an index range scan whatever the account's
-- size; the kind is in the index, so a type filter skips other rows without visiting them.
--
-- balance_after: the account's balance right after the entry, written by postEntries under the
-- row lock it already takes for checked accounts (member wallets and holds), so it is exact under
-- concurrent postings. Busy system accounts (house, demo, payout; balance slots, migration 007)
-- have no single running balance and keep NULL: no member reads their history.

ALTER TABLE ledger_entries ADD COLUMN created_at BIGINT;
ALTER TABLE ledger_entries ADD COLUMN kind TEXT;
ALTER TABLE ledger_entries ADD COLUMN balance_after BIGINT;

-- Existing entries: copy time and kind, and sum each checked account's entries in id order (the
-- order postings took the account's row lock in, so each running sum is the balance then).
ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only;
UPDATE ledger_entries AS e SET created_at = t.created_at, kind = t.kind
  FROM ledger_transactions AS t WHERE t.id = e.transaction_id;
UPDATE ledger_entries AS e SET balance_after = r.running
  FROM (
    SELECT x.id, SUM(x.amount) OVER (PARTITION BY x.account_id ORDER BY x.id) AS running
    FROM ledger_entries AS x JOIN ledger_accounts AS a ON a.id = x.account_id
    WHERE a.kind IN ('member', 'hold')
  ) AS r
  WHERE r.id = e.id;
ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only;

CREATE INDEX ledger_entries_history ON ledger_entries (account_id, created_at DESC, id DESC) INCLUDE (kind);
