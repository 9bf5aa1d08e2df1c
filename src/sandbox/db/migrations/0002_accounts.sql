-- Customers and their sessions. Passwords are scrypt hashes; sessions are stored as SHA-256 of the
-- cookie value so a database dump cannot be replayed as a login.
CREATE TABLE customers (
  tenant_id text NOT NULL,
  customer_id text NOT NULL,
  user_name text NOT NULL,
  password_hash text NOT NULL,
  confirmed boolean NOT NULL DEFAULT false,
  code text,
  first_name text,
  last_name text,
  phone_number text,
  created_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, customer_id)
);
--> statement-breakpoint
CREATE UNIQUE INDEX customers_user_name ON customers (tenant_id, user_name);
--> statement-breakpoint
CREATE TABLE sessions (
  tenant_id text NOT NULL,
  session_hash text NOT NULL,
  customer_id text NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, session_hash)
);
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN customer_id text;
--> statement-breakpoint
CREATE INDEX orders_by_customer ON orders (tenant_id, customer_id, created_at DESC);
