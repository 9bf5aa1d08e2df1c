-- Every lookup of a call is an index walk: carts, orders and products by their primary keys
-- (tenant_id first), cart items by the primary key's (tenant_id, cart_name) prefix, a cart's live
-- order by orders_one_live_per_cart. The commit call reads an order with its latest payment, so the
-- payments index carries seq as well.
CREATE INDEX payments_by_order_seq ON payments (tenant_id, order_number, seq DESC);
--> statement-breakpoint
DROP INDEX payments_by_order;
