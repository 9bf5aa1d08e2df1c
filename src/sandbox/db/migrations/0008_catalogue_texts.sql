-- Catalogues come from tenants/<id>/catalogue.json: names in every locale of the shop, the brand's
-- own name, eSIM plan details, and the digest of the file each shop was last seeded from, so a
-- changed file re-seeds that shop's products on its next call.
ALTER TABLE products ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN category_names jsonb NOT NULL DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN brand_name text;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN plan jsonb;
--> statement-breakpoint
CREATE TABLE catalogue_seeds (
  tenant_id text PRIMARY KEY,
  digest text NOT NULL,
  seeded_at bigint NOT NULL
);
