import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0007_blog_posts.sql. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    tenantId: text('tenant_id').notNull(),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    coverImage: text('cover_image'),
    author: text('author').notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.language, t.slug] })],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
