import type { TenantConfig } from '@/tenancy/schema';
import type { SandboxDb } from '../db/client';
import { seedOnce } from '../seed';
import { articlesFor } from './articles';
import { blogPosts, type BlogPostRow } from './table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Publication dates count back from a fixed day, so every run seeds the same posts. */
const REFERENCE_DAY = Date.UTC(2026, 9, 1, 9);

/** The seed posts of a blog tenant: every article of each of its languages, under its name and in its form. */
export function seedPosts(tenant: TenantConfig): BlogPostRow[] {
  if (!tenant.features.blog) return [];
  const languages = [...new Set(tenant.locales.map((locale) => locale.slice(0, 2)))];
  // tenants publish on different days, so their blogs do not look like copies of one another
  const offset = [...tenant.id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 7;
  return languages.flatMap((language) =>
    articlesFor(language, tenant.formOfAddress).map((article) => {
      const named = (text: string) => text.replaceAll('{{shop}}', tenant.providerName);
      return {
        tenantId: tenant.id,
        language,
        slug: article.slug,
        title: named(article.title),
        excerpt: named(article.excerpt),
        body: named(article.body),
        // beside the tenants' artwork, which the routing rules serve as files, not as shop pages
        coverImage: `/tenants/_blog/${article.cover}`,
        author: article.author,
        publishedAt: REFERENCE_DAY - (article.age + offset) * DAY_MS,
      };
    }),
  );
}

/** Seeds a blog tenant's posts the first time its blog is read; an operator's edits survive. */
export function ensureBlogSeeded(db: SandboxDb, tenant: TenantConfig): Promise<void> {
  const rows = seedPosts(tenant);
  if (rows.length === 0) return Promise.resolve();
  return seedOnce(db, `blog:${tenant.id}`, () =>
    db
      .insert(blogPosts)
      .values(rows)
      .onConflictDoNothing()
      .then(() => undefined),
  );
}
