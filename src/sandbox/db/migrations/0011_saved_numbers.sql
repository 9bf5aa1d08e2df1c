-- Saved numbers: a project extension of SPEC §7 (ADR 0048). A signed-in customer's numbers, each
-- with the name the customer gave it and its country; one row per number and account.
CREATE TABLE saved_numbers (
  tenant_id text NOT NULL,
  customer_id text NOT NULL,
  id text NOT NULL,
  msisdn text NOT NULL,
  name text NOT NULL,
  country text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
--> statement-breakpoint
CREATE UNIQUE INDEX saved_numbers_one_per_account ON saved_numbers (tenant_id, customer_id, msisdn);
