-- Saved payment methods: a signed-in customer's approved payment with savePayment keeps its token
-- for later orders (SPEC §3 saved payment token; card expiry as MMYY).
ALTER TABLE payments ADD COLUMN save_payment boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE TABLE payment_tokens (
  tenant_id text NOT NULL,
  token_id text NOT NULL,
  customer_id text NOT NULL,
  payment_method text NOT NULL,
  card_expiry text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, token_id)
);
--> statement-breakpoint
CREATE INDEX payment_tokens_by_customer ON payment_tokens (tenant_id, customer_id, created_at DESC);
