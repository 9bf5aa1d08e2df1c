import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cachedPost, cachedPosts } from '@/features/blog/cachedAnswer';
import { ALL_POSTS, POST } from '@/features/blog/queries';
import { serverBlogQuery } from '@/features/blog/server';
import { getTenant } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';

const aufladen = getTenant('aufladen') as TenantConfig;

// the build's throwaway in-memory sandbox, as when the blog index is pre-rendered
beforeAll(() => {
  vi.stubEnv('NEXT_PHASE', PHASE_PRODUCTION_BUILD);
  return () => vi.unstubAllEnvs();
});

describe('serverBlogQuery: the blog query run on the server into the cache the browser restores', () => {
  it(
    'answers the index query in process, and its cache reads back as the first page',
    { timeout: 60_000 },
    async () => {
      const answer = await serverBlogQuery(aufladen, ALL_POSTS, { language: 'de', skip: 0, first: 3 });
      expect(answer?.data.allPosts).toHaveLength(3);
      expect(cachedPosts(answer?.cache ?? null)).toEqual({
        allPosts: answer?.data.allPosts.map((post) => ({ __typename: 'Post', ...post })),
        postCount: answer?.data.postCount,
      });
      // the cache holds the posts normalised, under Apollo's own keys, so the browser's client reads them
      expect(Object.keys(answer?.cache ?? {})).toContain(
        'Post:{"language":"de","slug":"aufladen-in-einer-minute"}',
      );
    },
  );

  it(
    'answers a post with its article, and its cache reads back as the post',
    { timeout: 60_000 },
    async () => {
      const answer = await serverBlogQuery(aufladen, POST, { language: 'en', slug: 'top-up-in-a-minute' });
      const post = answer?.data.post;
      expect(post?.title).toBe('How to top up your prepaid phone in under a minute');
      expect(post?.body).toContain(aufladen.providerName);
      expect(cachedPost(answer?.cache ?? null)).toEqual({ __typename: 'Post', ...post });
    },
  );

  it('answers an unknown slug with no post (the page is a 404)', { timeout: 60_000 }, async () => {
    const answer = await serverBlogQuery(aufladen, POST, { language: 'de', slug: 'gibt-es-nicht' });
    expect(answer?.data.post).toBeNull();
    expect(cachedPost(answer?.cache ?? null)).toBeNull();
  });
});
