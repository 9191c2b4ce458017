-- The desk's review of contract settlements (issue 14).
-- held: the period earned more than the merchant's constants.settlementReviewAbove, so the job
--   leaves it pending for the desk (finance or admin pays it, adjusts it first, or rejects it);
--   smaller ones the job pays by itself, as before.
-- computed_amount: what the job computed, kept when the desk paid another amount (null: not adjusted).
-- remark, decided_by: the desk's rejection reason and who decided (operator:<username>).
-- reason 'desk': rejected by the desk (remark says why). Periods that earn nothing are no longer
-- recorded (My income was mostly such rows); the ones already kept go.
ALTER TABLE contract_settlements ADD COLUMN held BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE contract_settlements ADD COLUMN computed_amount BIGINT;
ALTER TABLE contract_settlements ADD COLUMN remark TEXT;
ALTER TABLE contract_settlements ADD COLUMN decided_by TEXT;
ALTER TABLE contract_settlements DROP CONSTRAINT contract_settlements_reason_check;
ALTER TABLE contract_settlements ADD CONSTRAINT contract_settlements_reason_check CHECK (reason IN ('belowTier', 'zeroAmount', 'desk'));
DELETE FROM contract_settlements WHERE state = 'rejected' AND reason IN ('belowTier', 'zeroAmount');
-- The desk's queue: a merchant's settlements by state, newest period first.
CREATE INDEX contract_settlements_desk ON contract_settlements (merchant, state, period_end DESC, id DESC);
DROP INDEX contract_settlements_pending;
CREATE INDEX contract_settlements_pending ON contract_settlements (contract_id) WHERE state = 'pending' AND NOT held;
