-- The turnover multiplier each bonus credit carries, kept with the credit's ledger key: the
-- desk's form, the promotion's config or the merchant's default at the time of the credit, so a
-- later config change does not move a condition a member is already playing through.
-- promotion_id: the promotion of a promotion bonus (its title is shown in the member's language).
CREATE TABLE bonus_turnover (
  merchant TEXT NOT NULL,
  ledger_key TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  promotion_id TEXT,
  multiplier NUMERIC(6, 2) NOT NULL CHECK (multiplier >= 0 AND multiplier <= 100),
  PRIMARY KEY (merchant, ledger_key)
);
