import type { APIRequestContext } from '@playwright/test';
import { expect, PORT, shopUrl, tenant, test, text } from './helpers/shop';

// ADR 0028: what a shop sells is in its server HTML, as a crawler or a link preview reads it
// (no script runs); later pages and filters may load in the browser.

/** A request to a tenant's host without a browser: Node resolves no *.localhost. */
const get = (request: APIRequestContext, id: string, path: string) =>
  request.get(`http://127.0.0.1:${PORT}${path}`, {
    headers: { host: `${id}.localhost:${PORT}` },
    maxRedirects: 0,
  });

/**
 * The page's HTML as the server sends it, without its scripts: the page data carries the texts and
 * the catalogue too, which is not what a reader sees.
 */
async function served(request: APIRequestContext, id: string, path: string) {
  const response = await get(request, id, path);
  expect(response.status(), `${id} ${path}`).toBe(200);
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
}

const count = (html: string, marker: string) => html.split(marker).length - 1;
/** "Products 1–n of …" as the search's status says it. */
const resultsPattern = (id: string, language: string, shown: number) =>
  new RegExp(
    text(id, language, 'search.results')
      .replace('{{from}}', '1')
      .replace('{{to}}', String(shown))
      .replace('{{total}}', '\\d+'),
  );

test.describe('the first page of the catalogue search in the server HTML', () => {
  for (const [id, path, language] of [
    ['aufladen', '/shop', 'de'],
    ['congstar', tenant('congstar').mainPage, 'de'],
    ['esim', '/', 'en'],
  ] as const)
    test(`${id} ${path}: products, their count, and no "searching"`, async ({ request }) => {
      const html = await served(request, id, path);
      expect(count(html, 'data-testid="product-card"')).toBeGreaterThanOrEqual(1);
      expect(count(html, 'data-testid="product-card"')).toBeLessThanOrEqual(15);
      expect(html).toMatch(resultsPattern(id, language, count(html, 'data-testid="product-card"')));
      expect(html).not.toContain(text(id, language, 'search.searching'));
    });

  test('esim /: its plans by name, and links to its destinations’ landing pages', async ({ request }) => {
    const html = await served(request, 'esim', '/');
    expect(html).toContain('eSIM The Netherlands 1 GB, 7 days');
    expect(html).toContain('href="/shop/esim/destination/fr"');
  });
});

test.describe('landing pages by destination', () => {
  test('esim: /shop/esim/destination/fr carries France’s plans, its own h1 and title', async ({
    request,
  }) => {
    const html = await served(request, 'esim', '/shop/esim/destination/fr');
    expect(html).toMatch(/<h1[^>]*>eSIM for France<\/h1>/);
    expect(count(html, '<h1')).toBe(1);
    expect(html).toMatch(/<title[^>]*>eSIM France: data plans from €\d+\.\d\d \| eSIM Travel<\/title>/);
    expect(count(html, 'data-testid="esim-plan"')).toBeGreaterThanOrEqual(2);
    expect(html).toContain('eSIM France 3 GB, 15 days');
  });

  test('reloadnow: /shop/international/destination/ma carries Morocco’s operators and amounts', async ({
    request,
  }) => {
    const html = await served(request, 'reloadnow', '/shop/international/destination/ma');
    expect(html).toMatch(/<h1[^>]*>Recharger un mobile\u00a0: Maroc<\/h1>/);
    expect(count(html, 'data-testid="international-operator"')).toBeGreaterThanOrEqual(1);
    expect(html).toMatch(/MAD[\s\u00a0]?\d+|\d+[\s\u00a0]MAD/);
    const en = await served(request, 'reloadnow', '/en/shop/international/destination/ma');
    expect(en).toMatch(/<h1[^>]*>Top up a phone in Morocco<\/h1>/);
  });

  for (const [id, path] of [
    ['esim', '/shop/esim/destination/aq'],
    ['esim', '/shop/esim/destination/france'],
    ['reloadnow', '/shop/international/destination/fr'],
    ['aufladen', '/shop/esim/destination/fr'],
  ] as const)
    test(`${id} ${path}: a country not sold there is not found`, async ({ request }) => {
      // SPEC §7: a path that is no page leads permanently to the not-found page, which answers 404
      const response = await get(request, id, path);
      expect(response.status()).toBe(308);
      expect(response.headers().location).toMatch(/\/not-found$/);
      expect((await get(request, id, '/not-found')).status()).toBe(404);
    });

  test('ortel: a brand reached through the international category keeps its page', async ({ request }) => {
    const html = await served(request, 'ortel', '/shop/international/ortel-international');
    expect(html).toContain('id="topup"');
  });

  test('the sitemap lists the landing pages', async ({ request }) => {
    // the index names its parts (ADR 27); the pages that sell are in `sold`
    const index = await (await get(request, 'reloadnow', '/sitemap.xml')).text();
    expect(index).toContain('/sitemap.xml?part=sold-1</loc>');
    const sitemap = await (await get(request, 'reloadnow', '/sitemap.xml?part=sold-1')).text();
    expect(sitemap).toContain(`<loc>${shopUrl('reloadnow', '/shop/international/destination/ma')}</loc>`);
    expect(sitemap).toContain(`<loc>${shopUrl('reloadnow', '/en/shop/esim/destination/fr')}</loc>`);
  });
});

test.describe('multi-brand and eSIM homes on a phone @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('esim: a shop of one brand does not ask to choose the provider', async ({ page }) => {
    await page.goto(shopUrl('esim', '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('brand-card')).toHaveCount(0);
    await expect(page.getByText(text('esim', 'en', 'catalog.brandsTitle'))).toHaveCount(0);
  });

  test('aufladen: brand tiles show logos, are of equal height, and the first is in the first screen', async ({
    page,
  }) => {
    await page.goto(shopUrl('aufladen', '/shop'));
    const tiles = page.getByTestId('brand-card');
    await expect(tiles).toHaveCount(Object.keys(tenant('aufladen').brandRoutes).length);
    const logos = page.getByTestId('brand-logo');
    await expect(logos).toHaveCount(await tiles.count());
    // every logo loaded (an image that failed has no natural width)
    await expect
      .poll(() =>
        logos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    const heights = await tiles.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().height)),
    );
    expect(new Set(heights).size, `heights ${heights.join(', ')}`).toBe(1);
    const first = (await tiles.first().boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(844);
  });
});
