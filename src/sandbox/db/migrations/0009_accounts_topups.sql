-- The signed-in customer's side of SPEC §7: profile address, failed sign-in attempts for the rate
-- limits, card details of saved tokens, saving a card without an order, auto top-ups (SPEC §4
-- statuses) and SMS top-ups. Every row is per tenant.
ALTER TABLE customers ADD COLUMN street text;
--> statement-breakpoint
ALTER TABLE customers ADD COLUMN house_number text;
--> statement-breakpoint
ALTER TABLE customers ADD COLUMN zip text;
--> statement-breakpoint
ALTER TABLE customers ADD COLUMN city text;
--> statement-breakpoint
ALTER TABLE customers ADD COLUMN country_code text;
--> statement-breakpoint
CREATE INDEX sessions_by_customer ON sessions (tenant_id, customer_id);
--> statement-breakpoint
CREATE TABLE auth_failures (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL,
  action text NOT NULL,
  account text NOT NULL,
  address text NOT NULL,
  created_at bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX auth_failures_by_account ON auth_failures (tenant_id, action, account, created_at);
--> statement-breakpoint
CREATE INDEX auth_failures_by_address ON auth_failures (tenant_id, action, address, created_at);
--> statement-breakpoint
ALTER TABLE payment_tokens ADD COLUMN card_brand text;
--> statement-breakpoint
ALTER TABLE payment_tokens ADD COLUMN masked_number text;
--> statement-breakpoint
ALTER TABLE payments ADD COLUMN customer_id text;
--> statement-breakpoint
-- a payment that only saves a method belongs to no order (and so to no cart)
ALTER TABLE payments ALTER COLUMN order_number DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE payments ALTER COLUMN cart_name DROP NOT NULL;
--> statement-breakpoint
CREATE TABLE auto_topups (
  tenant_id text NOT NULL,
  auto_topup_id text NOT NULL,
  customer_id text,
  order_number text NOT NULL,
  msisdn text NOT NULL,
  brand text NOT NULL,
  product_id text NOT NULL,
  product_name text NOT NULL,
  amount_cents integer NOT NULL,
  auto_topup_type text NOT NULL,
  light boolean NOT NULL,
  low_balance_limit_cents integer,
  recurrence_type text,
  recurring_day integer,
  payment_token text,
  status text NOT NULL,
  notification_code text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, auto_topup_id)
);
--> statement-breakpoint
CREATE INDEX auto_topups_by_customer ON auto_topups (tenant_id, customer_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX auto_topups_by_msisdn ON auto_topups (tenant_id, msisdn);
--> statement-breakpoint
CREATE TABLE sms_topups (
  tenant_id text NOT NULL,
  customer_id text NOT NULL,
  idx integer NOT NULL,
  msisdn text NOT NULL,
  brand text NOT NULL,
  pin text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, customer_id, idx)
);
--> statement-breakpoint
CREATE UNIQUE INDEX sms_topups_one_per_number ON sms_topups (tenant_id, msisdn);
