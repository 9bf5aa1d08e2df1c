import type { NormalizedCacheObject } from '@apollo/client';
import type { BlogPost, PostSummary } from './queries';

/** The blog's Apollo cache as the server extracts it into a page's props (ADR 0026). */
export type BlogCache = NormalizedCacheObject;

type Reference = { __ref: string };
const isReference = (value: object): value is Reference => '__ref' in value;

function resolved(cache: BlogCache, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => resolved(cache, item));
  if (value === null || typeof value !== 'object') return value;
  if (isReference(value)) return resolved(cache, cache[value.__ref]);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolved(cache, item)]));
}

/**
 * A root field of the query the server ran, read from its extracted cache without Apollo: the
 * page's first render (the server's HTML and hydration) shows it before Apollo's code has arrived.
 * Found by name whatever its arguments, since the server ran the page's one query.
 */
function cachedField(cache: BlogCache, name: string): unknown {
  const root = cache.ROOT_QUERY ?? {};
  const key = Object.keys(root).find(
    (stored) => stored === name || stored.startsWith(`${name}(`) || stored.startsWith(`${name}:`),
  );
  return key === undefined ? undefined : resolved(cache, root[key]);
}

/** The first page of posts and their count, as ALL_POSTS answered on the server; null without it. */
export function cachedPosts(cache: BlogCache | null): { allPosts: PostSummary[]; postCount: number } | null {
  const allPosts = cache && cachedField(cache, 'allPosts');
  const postCount = cache && cachedField(cache, 'postCount');
  return Array.isArray(allPosts) && typeof postCount === 'number'
    ? { allPosts: allPosts as PostSummary[], postCount }
    : null;
}

/** The post as POST answered on the server; null without it. */
export function cachedPost(cache: BlogCache | null): BlogPost | null {
  const post = cache && cachedField(cache, 'post');
  return post && typeof post === 'object' ? (post as BlogPost) : null;
}
