CREATE TABLE IF NOT EXISTS blog_posts (
  tenant_id text NOT NULL,
  language text NOT NULL,
  slug text NOT NULL,
  title text NOT NULL,
  excerpt text NOT NULL,
  body text NOT NULL,
  cover_image text,
  author text NOT NULL,
  published_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, language, slug)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS blog_posts_listing ON blog_posts (tenant_id, language, published_at DESC);
