-- Ledger: balances kept on the account row, and holds.
--
-- Reading a balance used to sum every entry of the account (slower with each bet). Now the posting
-- transaction adds each entry to its account's `balance` under the row lock it already needs, so a
-- read is one primary-key lookup. The entries stay the record: balance = sum of entries is the
-- invariant the tests check after concurrent work.
--
-- A hold moves money out of a member's wallet at once into the member's `hold` account (a
-- withdrawal request); it is later settled (paid out to the merchant's `payout` account) or
-- released (back to the wallet). Each of the three is an ordinary ledger movement.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member', 'house', 'demo', 'hold', 'payout'));

ALTER TABLE ledger_accounts ADD COLUMN balance BIGINT NOT NULL DEFAULT 0;

-- Existing accounts (seeded credit, game rounds, transfers) start from the sum of their entries.
UPDATE ledger_accounts AS a SET balance = s.total
  FROM (SELECT account_id, SUM(amount) AS total FROM ledger_entries GROUP BY account_id) AS s
  WHERE s.account_id = a.id;

-- The store refuses an overdraft first (with the account in the error); this is the backstop.
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_never_negative
  CHECK (kind NOT IN ('member', 'hold') OR balance >= 0);

-- One row per hold; its state changes once, from held to released or settled, with the closing
-- movement. The movements themselves are in ledger_transactions and ledger_entries.
CREATE TABLE ledger_holds (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  wallet_account_id BIGINT NOT NULL REFERENCES ledger_accounts(id),
  hold_account_id BIGINT NOT NULL REFERENCES ledger_accounts(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  purpose TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'released', 'settled')),
  hold_transaction_id BIGINT NOT NULL UNIQUE REFERENCES ledger_transactions(id),
  closing_transaction_id BIGINT UNIQUE REFERENCES ledger_transactions(id),
  created_at BIGINT NOT NULL,
  closed_at BIGINT,
  CHECK ((state = 'held') = (closing_transaction_id IS NULL))
);
CREATE INDEX ledger_holds_open ON ledger_holds (wallet_account_id) WHERE state = 'held';
