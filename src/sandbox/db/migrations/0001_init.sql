-- Catalogue, carts, orders, payments and the sandbox inbox. Every row carries its tenant so that
-- one shop's data is never found from another shop's host.
CREATE TABLE products (
  tenant_id text NOT NULL,
  product_id text NOT NULL,
  brand_id text NOT NULL,
  category_id text NOT NULL,
  object_type text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  status text NOT NULL,
  face_value_cents integer,
  min_amount_cents integer NOT NULL,
  max_amount_cents integer NOT NULL,
  service_fee_cents integer NOT NULL,
  tax_rate_bp integer NOT NULL,
  currency text NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (tenant_id, product_id)
);
--> statement-breakpoint
CREATE TABLE carts (
  tenant_id text NOT NULL,
  cart_name text NOT NULL,
  channel text NOT NULL,
  vouchers jsonb NOT NULL DEFAULT '[]'::jsonb,
  delivery_address jsonb,
  language text,
  otp_required boolean NOT NULL DEFAULT false,
  otp_code text,
  otp_sent_at bigint,
  otp_validated boolean NOT NULL DEFAULT false,
  next_item integer NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, cart_name)
);
--> statement-breakpoint
CREATE TABLE cart_items (
  tenant_id text NOT NULL,
  cart_name text NOT NULL,
  item_key text NOT NULL,
  position integer NOT NULL,
  product_id text NOT NULL,
  amount_cents integer NOT NULL,
  quantity integer NOT NULL,
  phone_number text,
  channel text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (tenant_id, cart_name, item_key),
  FOREIGN KEY (tenant_id, cart_name) REFERENCES carts (tenant_id, cart_name) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE orders (
  tenant_id text NOT NULL,
  order_number text NOT NULL,
  cart_name text NOT NULL,
  status text NOT NULL,
  payment_status text NOT NULL,
  payment_method text NOT NULL,
  snapshot jsonb NOT NULL,
  newsletter boolean NOT NULL DEFAULT false,
  commit_reported boolean NOT NULL DEFAULT false,
  commit_retries integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, order_number)
);
--> statement-breakpoint
-- A double submit never makes two orders: one live order per cart (a cancelled one frees the cart).
CREATE UNIQUE INDEX orders_one_live_per_cart ON orders (tenant_id, cart_name) WHERE status <> 'cancelled';
--> statement-breakpoint
CREATE TABLE payments (
  seq bigserial NOT NULL,
  tenant_id text NOT NULL,
  payment_id text NOT NULL,
  order_number text NOT NULL,
  cart_name text NOT NULL,
  method text NOT NULL,
  amount_cents integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  token text NOT NULL,
  created_at bigint NOT NULL,
  decided_at bigint,
  PRIMARY KEY (tenant_id, payment_id),
  FOREIGN KEY (tenant_id, order_number) REFERENCES orders (tenant_id, order_number) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX payments_by_order ON payments (tenant_id, order_number);
--> statement-breakpoint
CREATE TABLE messages (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL,
  recipient text NOT NULL,
  body text NOT NULL,
  created_at bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX messages_by_tenant ON messages (tenant_id, id DESC);
