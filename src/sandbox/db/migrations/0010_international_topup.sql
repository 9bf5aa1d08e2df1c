-- International top-up: a product that loads credit abroad carries its destination (country,
-- currency, amount in that currency, rate), so the cart checks the number against the country and
-- the page shows both currencies. NULL for every other product.
ALTER TABLE products ADD COLUMN destination jsonb;
