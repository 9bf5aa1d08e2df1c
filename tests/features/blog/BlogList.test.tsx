import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogList } from '@/features/blog';
import { appendPosts } from '@/features/blog/blogClient';
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

/** The GraphQL endpoint at the fetch boundary: pages of ALL by skip and first. */
function serveBlog() {
  const requests: { headers: Headers; body: { variables: { skip: number; first: number } } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      requests.push({ headers: new Headers(init.headers), body });
      const { skip, first } = body.variables;
      const data = { allPosts: ALL.slice(skip, skip + first), postCount: ALL.length };
      return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return requests;
}

describe('BlogList', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Apollo's first render and two round trips take a few seconds on a busy machine
  it('appends the next page to the list on "load more" (SPEC §7 allPosts)', { timeout: 15_000 }, async () => {
    const requests = serveBlog();
    const { user } = render(<BlogList />, { tenant: tenantFixture({ features: { blog: true } }) });
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more posts' }));
    await screen.findByRole('link', { name: 'Post number 5' });
    expect(screen.getAllByRole('article').map((article) => article.querySelector('a')?.textContent)).toEqual(
      ALL.map((p) => p.title),
    );
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
    expect(requests.map((r) => r.body.variables.skip)).toEqual([0, 3]);
    expect(requests[0]?.headers.get('X-Tenant-Id')).toBe('testshop');
  });

  it('says so when the posts cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    render(<BlogList />);
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
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
