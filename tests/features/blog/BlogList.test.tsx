import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogList, BlogPostView } from '@/features/blog';
import { BlogPost } from '@/features/blog/BlogPost';
import { appendPosts, createBlogClient } from '@/features/blog/blogClient';
import type { BlogCache } from '@/features/blog/cachedAnswer';
import { ALL_POSTS, POST } from '@/features/blog/queries';
import { render, screen, tenantFixture } from '../../ui/render';

const post = (n: number) => ({
  __typename: 'Post',
  slug: `post-${n}`,
  language: 'en',
  title: `Post number ${n}`,
  excerpt: `Excerpt ${n}`,
  coverImage: null,
  author: 'Sam Taylor',
  date: `2026-0${9 - n}-01T09:00:00.000Z`,
});
const ALL = [1, 2, 3, 4, 5].map(post);
const BODY = 'First paragraph of the post.\n\nSecond paragraph of the post.';

type Request = { headers: Headers; body: { operationName: string; variables: Record<string, unknown> } };

/** The GraphQL endpoint at the fetch boundary: pages of ALL by skip and first, or one post. */
function blogEndpoint(requests: Request[]) {
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Request['body'];
    requests.push({ headers: new Headers(init?.headers), body });
    const { skip, first, slug } = body.variables as { skip: number; first: number; slug: string };
    const data =
      body.operationName === 'Post'
        ? {
            post: ALL.find((p) => p.slug === slug)
              ? { ...ALL.find((p) => p.slug === slug), body: BODY }
              : null,
          }
        : { allPosts: ALL.slice(skip, skip + first), postCount: ALL.length };
    return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
  });
}

function serveBlog() {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', blogEndpoint(requests));
  return requests;
}

/** What the page's server side hands over: the query run by the same client setup, its cache extracted. */
async function serverCache(run: (client: ReturnType<typeof createBlogClient>) => Promise<unknown>) {
  const client = createBlogClient(tenantFixture(), { fetch: blogEndpoint([]) });
  await run(client);
  return client.extract() as BlogCache;
}

const blogTenant = tenantFixture({ features: { blog: true } });

describe('BlogList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'renders the first page from the server cache, then Apollo takes over without asking again',
    { timeout: 15_000 },
    async () => {
      const cache = await serverCache((client) =>
        client.query({ query: ALL_POSTS, variables: { language: 'en', skip: 0, first: 3 } }),
      );
      const requests = serveBlog();
      const { user } = render(<BlogList cache={cache} />, { tenant: blogTenant });
      // the first render, as in the server's HTML: the posts, their links and "load more" waiting for Apollo
      expect(screen.getAllByRole('article')).toHaveLength(3);
      expect(screen.getByRole('link', { name: 'Post number 1' }).getAttribute('href')).toBe('/blog/post-1');
      expect(screen.getByRole('button', { name: 'Load more posts' })).toHaveProperty('disabled', true);
      // Apollo's part arrives and reads the restored cache
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Load more posts' })).toHaveProperty('disabled', false),
      );
      expect(requests).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Load more posts' }));
      await screen.findByRole('link', { name: 'Post number 5' });
      expect(screen.getAllByRole('article')).toHaveLength(5);
      expect(requests.map((r) => r.body.variables.skip)).toEqual([3]);
    },
  );

  // Apollo's first render and two round trips take a few seconds on a busy machine
  it(
    'without a server cache, loads in the browser and appends the next page on "load more" (SPEC §7 allPosts)',
    { timeout: 15_000 },
    async () => {
      const requests = serveBlog();
      const { user } = render(<BlogList cache={null} />, { tenant: blogTenant });
      expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeTruthy();
      expect(screen.getAllByRole('article')).toHaveLength(3);
      await user.click(screen.getByRole('button', { name: 'Load more posts' }));
      await screen.findByRole('link', { name: 'Post number 5' });
      expect(
        screen.getAllByRole('article').map((article) => article.querySelector('a')?.textContent),
      ).toEqual(ALL.map((p) => p.title));
      expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
      expect(requests.map((r) => r.body.variables.skip)).toEqual([0, 3]);
      expect(requests[0]?.headers.get('X-Tenant-Id')).toBe('testshop');
    },
  );

  it('says so when the posts cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    render(<BlogList cache={null} />);
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });
});

describe('BlogPostView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the article from the server cache before Apollo has arrived', async () => {
    const cache = await serverCache((client) =>
      client.query({ query: POST, variables: { language: 'en', slug: 'post-2' } }),
    );
    render(<BlogPostView slug="post-2" cache={cache} />, { tenant: blogTenant });
    expect(screen.getByRole('heading', { level: 1, name: 'Post number 2' })).toBeTruthy();
    expect(screen.getByText('Second paragraph of the post.')).toBeTruthy();
    expect(screen.getByText(/By Sam Taylor/)).toBeTruthy();
  });

  it('its Apollo part reads the restored cache in its first render and asks for nothing', async () => {
    const cache = await serverCache((client) =>
      client.query({ query: POST, variables: { language: 'en', slug: 'post-2' } }),
    );
    const requests = serveBlog();
    render(<BlogPost slug="post-2" cache={cache} />, { tenant: blogTenant });
    expect(screen.getByRole('heading', { level: 1, name: 'Post number 2' })).toBeTruthy();
    await screen.findByText('Second paragraph of the post.');
    expect(requests).toEqual([]);
  });
});

describe('appendPosts', () => {
  it.each([
    [undefined, [1], [1]],
    [[1, 2], [3], [1, 2, 3]],
    [[1], [], [1]],
  ])('%j + %j = %j', (existing, incoming, merged) => {
    expect(appendPosts(existing, incoming)).toEqual(merged);
  });
});
