import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphqlQuery, isApiError } from '@/api';
import { BLOG_PAGE_SIZE } from '@/config/constants';
import { articles, formalWording } from '@/sandbox/blog/articles';
import { harnessForFile } from './harness';

const h = harnessForFile();

const LIST = `query AllPosts($language: String!, $skip: Int!, $first: Int!) {
  allPosts(language: $language, skip: $skip, first: $first) { slug title author date coverImage }
  postCount(language: $language)
}`;
const POST = `query Post($language: String!, $slug: String!) {
  post(language: $language, slug: $slug) { slug title excerpt body language }
}`;

type Listed = { allPosts: { slug: string; title: string; date: string }[]; postCount: number };

async function list(tenantId: string, language: string, skip = 0, first = BLOG_PAGE_SIZE) {
  const result = await graphqlQuery(h.ctx(tenantId), {
    operationName: 'AllPosts',
    query: LIST,
    variables: { language, skip, first },
  });
  return result.data as Listed;
}

describe('blog over GraphQL (SPEC §7 /api/shop/graphql)', () => {
  it('pages through a shop’s posts in one language, newest first', async () => {
    const first = await list('aufladen', 'de');
    expect(first.allPosts).toHaveLength(BLOG_PAGE_SIZE);
    const rest = await list('aufladen', 'de', BLOG_PAGE_SIZE);
    const all = [...first.allPosts, ...rest.allPosts];
    expect(all).toHaveLength(first.postCount);
    expect(new Set(all.map((post) => post.slug)).size).toBe(all.length);
    const dates = all.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('points every cover at a file the storefront serves as is (not a shop page path)', async () => {
    const { allPosts } = await list('esim', 'en', 0, 50);
    for (const { coverImage } of allPosts as unknown as { coverImage: string }[]) {
      expect(coverImage).toMatch(/^\/tenants\//);
      expect(existsSync(path.join('public', coverImage))).toBe(true);
    }
  });

  it('keeps posts per tenant and language, under the tenant’s name', async () => {
    const english = await list('esim', 'en', 0, 50);
    const german = await list('reloadnow_at', 'de', 0, 50);
    expect(english.allPosts.some((post) => post.slug === 'esim-when-travelling')).toBe(true);
    expect(german.allPosts.map((post) => post.slug)).not.toContain('esim-when-travelling');
    const post = await graphqlQuery(h.ctx('herladen'), {
      query: POST,
      variables: { language: 'nl', slug: 'opwaarderen-in-een-minuut' },
    });
    expect(post.data).toMatchObject({ post: { language: 'nl', body: expect.stringContaining('Herladen') } });
  });

  it('has no posts for a shop without the blog flag, and null for an unknown slug', async () => {
    expect((await list('congstar', 'de')).postCount).toBe(0);
    const missing = await graphqlQuery(h.ctx('aufladen'), {
      query: POST,
      variables: { language: 'de', slug: 'gibt-es-nicht' },
    });
    expect(missing.data).toEqual({ post: null });
  });

  it.each([
    ['a query that does not parse', '{ allPosts(', {}],
    ['an unknown field', '{ secrets }', {}],
    ['a page too large', LIST, { language: 'de', skip: 0, first: 500 }],
  ])('answers 400 GRAPHQL_INVALID for %s', async (_name, query, variables) => {
    const error = await graphqlQuery(h.ctx('aufladen'), { query, variables }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(400);
    expect(isApiError(error) && error.errorCode).toBe('GRAPHQL_INVALID');
  });
});

describe('the seed articles', () => {
  const all = [
    ...Object.entries(articles).flatMap(([language, list]) =>
      list.map((article) => [`${language} ${article.slug}`, article.body] as const),
    ),
    ...Object.entries(formalWording).flatMap(([language, bySlug]) =>
      Object.entries(bySlug).map(([slug, wording]) => [`${language} formal ${slug}`, wording.body] as const),
    ),
  ];

  // ADR 0026: a post is an article a search engine can index, not a teaser (the crawler checks it too)
  it.each(all)('%s has at least 150 words of text', (_name, body) => {
    expect(body.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(150);
  });
});
