import type { APIRequestContext, Request } from '@playwright/test';
import { BLOG_PAGE_SIZE } from '../src/config/constants';
import { localisedUrl, tenantLanguages } from '../src/i18n/locales';
import { seedPosts } from '../src/sandbox/blog/seed';
import { expect, PORT, shopUrl, tenant, test, text } from './helpers/shop';

/**
 * ADR 0026: the blog as a crawler or a link preview reads it, the server's HTML without running a
 * script, and in the browser without asking the backend again for what that HTML already holds.
 */
const TENANTS = ['aufladen', 'herladen'];

/** A page's HTML as a crawler fetches it: no JavaScript, the shop's host (Node cannot resolve *.localhost). */
async function crawl(request: APIRequestContext, id: string, path: string) {
  const response = await request.get(`http://127.0.0.1:${PORT}${path}`, {
    headers: { host: `${id}.localhost:${PORT}` },
  });
  return { status: response.status(), html: await response.text() };
}

const decoded = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The text a crawler indexes: the body without scripts and tags. */
const bodyText = (html: string) =>
  decoded(
    (html.split('<body')[1] ?? '')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
const titleOf = (html: string) => decoded(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaOf = (html: string, attribute: string, name: string) =>
  decoded(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');
const headingsOf = (html: string) =>
  [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => decoded(match[1]!.replace(/<[^>]+>/g, '')));
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const block = JSON.parse(match[1]!) as { '@graph'?: Record<string, unknown>[] } & Record<string, unknown>;
    return block['@graph'] ?? [block];
  });

/** The shop's posts in a language, newest first, as its sandbox seeds them. */
function postsOf(id: string, language: string) {
  return seedPosts(tenant(id))
    .filter((post) => post.language === language)
    .sort((a, b) => b.publishedAt - a.publishedAt || a.slug.localeCompare(b.slug));
}

for (const id of TENANTS) {
  const shop = tenant(id);
  const origin = `https://${shop.domain}`;
  for (const language of tenantLanguages(shop).filter((lng) => postsOf(id, lng).length > 0)) {
    const prefix = language === tenantLanguages(shop)[0] ? '' : `/${language}`;
    const posts = postsOf(id, language);

    test(`${id} ${language}: the blog index lists its first posts in the server's HTML`, async ({
      request,
    }) => {
      const { status, html } = await crawl(request, id, `${prefix}/blog`);
      expect(status).toBe(200);
      const page = bodyText(html);
      expect(page).not.toContain(text(id, language, 'blog.loading'));
      for (const post of posts.slice(0, BLOG_PAGE_SIZE)) {
        expect(page).toContain(post.title);
        expect(page).toContain(post.excerpt);
        expect(html).toContain(`href="${prefix}/blog/${post.slug}"`);
      }
      expect(headingsOf(html)).toEqual([text(id, language, 'blog.title')]);
      expect(titleOf(html)).toContain(shop.providerName);
    });

    test(`${id} ${language}: a post's server HTML is its article, with its own title and structured data`, async ({
      request,
    }) => {
      const post = posts[0]!;
      const path = `/blog/${post.slug}`;
      const { status, html } = await crawl(request, id, `${prefix}${path}`);
      expect(status).toBe(200);
      expect(headingsOf(html)).toEqual([post.title]);
      const page = bodyText(html);
      for (const paragraph of post.body.split(/\n{2,}/)) expect(page).toContain(paragraph);
      expect(page).toContain(post.author);
      expect(page.split(' ').filter(Boolean).length).toBeGreaterThanOrEqual(150);

      expect(titleOf(html)).toBe(`${post.title} – ${shop.providerName}`);
      expect(metaOf(html, 'name', 'description')).toBe(post.excerpt);
      expect(metaOf(html, 'property', 'og:type')).toBe('article');
      expect(metaOf(html, 'property', 'og:image')).toBe(`${origin}${post.coverImage}`);
      expect(metaOf(html, 'name', 'twitter:card')).toBe('summary_large_image');

      const url = localisedUrl(origin, shop, language, path);
      const things = jsonLdOf(html);
      expect(things.find((thing) => thing['@type'] === 'BlogPosting')).toMatchObject({
        headline: post.title,
        description: post.excerpt,
        datePublished: new Date(post.publishedAt).toISOString(),
        author: { '@type': 'Person', name: post.author },
        image: [`${origin}${post.coverImage}`],
        mainEntityOfPage: { '@id': url },
        publisher: { '@type': 'Organization', name: shop.providerName, logo: { url: expect.any(String) } },
      });
      const crumbs = things.find((thing) => thing['@type'] === 'BreadcrumbList') as {
        itemListElement: { item: string }[];
      };
      // the shop's home is its main page, where "/" redirects (SPEC §2)
      expect(crumbs.itemListElement.map((step) => step.item)).toEqual([
        localisedUrl(origin, shop, language, shop.mainPage),
        localisedUrl(origin, shop, language, '/blog'),
        url,
      ]);
    });
  }
}

test('an unknown post answers 404 (SPEC §7: by way of /not-found)', async ({ request }) => {
  const { status } = await crawl(request, 'aufladen', '/blog/gibt-es-nicht');
  expect(status).toBe(404);
});

const graphqlCalls = (requests: Request[]) => requests.filter((r) => r.url().includes('/api/shop/graphql'));

for (const id of TENANTS) {
  const language = tenant(id).defaultLocale.slice(0, 2);
  const posts = postsOf(id, language);
  const t = (key: string) => text(id, language, key);

  test(`${id}: in the browser the blog asks only for what "load more" adds @phone`, async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(shopUrl(id, '/blog'));
    const more = page.getByRole('button', { name: t('blog.loadMore') });
    // enabled once Apollo's part has taken over from the server's HTML
    await expect(more).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(graphqlCalls(requests)).toEqual([]);
    await more.click();
    const list = page.getByRole('list', { name: t('blog.listLabel') });
    await expect(list.getByRole('article')).toHaveCount(posts.length);
    expect(graphqlCalls(requests).map((r) => r.postDataJSON().variables.skip)).toEqual([BLOG_PAGE_SIZE]);

    await list.getByRole('link', { name: posts[0]!.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: posts[0]!.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(graphqlCalls(requests)).toHaveLength(1);

    await page.goto(shopUrl(id, `/blog/${posts[1]!.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: posts[1]!.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(graphqlCalls(requests)).toHaveLength(1);
  });
}
