-- Lifting a self-exclusion early (MGA Player Protection Directive): the member's request with a
-- reason, the desk's decision, and the two cooling-offs. `confirm_from`: set on approval, the
-- earliest moment the member may confirm; `resumes_at`: set on confirmation, when play resumes
-- (the member's protection_until is brought down to it then). One open request per member.
CREATE TABLE protection_lift_requests (
  id BIGSERIAL PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members(id),
  reason TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'refused', 'approved', 'confirmed')),
  requested_at BIGINT NOT NULL,
  decided_at BIGINT,
  decided_by TEXT,
  note TEXT,
  confirm_from BIGINT,
  resumes_at BIGINT
);
CREATE UNIQUE INDEX protection_lift_open ON protection_lift_requests (member_id) WHERE status IN ('pending', 'approved');
CREATE INDEX protection_lift_merchant ON protection_lift_requests (merchant, status, id);

-- The local stand-in for a national self-exclusion register (ROFUS, OASIS, Spelpaus): people by
-- mobile number or email (lower case), for every merchant of the platform, as a national register
-- covers every licensee. `until` NULL = no end.
CREATE TABLE exclusion_register (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mobile', 'email')),
  value TEXT NOT NULL,
  until BIGINT,
  note TEXT NOT NULL DEFAULT '',
  added_at BIGINT NOT NULL,
  added_by TEXT NOT NULL
);
CREATE INDEX exclusion_register_value ON exclusion_register (kind, value);
