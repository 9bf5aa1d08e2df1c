-- What an order delivered (voucher and gift-card codes, eSIM activations, the cash code of a
-- cash-code order), issued once when the commit settles it, so every later look shows the same codes.
ALTER TABLE orders ADD COLUMN deliveries jsonb NOT NULL DEFAULT '[]'::jsonb;
