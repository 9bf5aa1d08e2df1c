import { BLOG_PAGE_SIZE } from '../src/config/constants';
import { expect, expectNoAxeViolations, shopUrl, tenant, test, text } from './helpers/shop';

for (const id of ['aufladen', 'esim', 'herladen']) {
  const shop = tenant(id);
  const language = shop.defaultLocale.slice(0, 2);
  const t = (key: string) => text(id, language, key);

  test(`${id}: the blog loads more posts and opens one @phone`, async ({ page }) => {
    await page.goto(shopUrl(id, '/blog'));
    await expect(page.getByRole('heading', { level: 1, name: t('blog.title') })).toBeVisible();
    const list = page.getByRole('list', { name: t('blog.listLabel') });
    // the first answer may seed the shop's posts
    await expect(list.getByRole('article')).toHaveCount(BLOG_PAGE_SIZE, { timeout: 20_000 });
    // covers are decorative (alt=""), so they have no img role
    const cover = list.locator('img').first();
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t('blog.loadMore') }).click();
    await expect(list.getByRole('article')).not.toHaveCount(BLOG_PAGE_SIZE);
    const count = await list.getByRole('article').count();
    expect(count).toBeGreaterThan(BLOG_PAGE_SIZE);
    await expect(page.getByRole('button', { name: t('blog.loadMore') })).toBeHidden();

    const first = list.getByRole('article').first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await expectNoAxeViolations(page);
    // the blog advertises the shop
    await expect(page.getByTestId('advertisement').getByRole('link')).toHaveAttribute('href', /\/shop|\//);
  });
}

test.describe('pages a shop does not have', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a shop without the blog flag has no blog', async ({ page }) => {
    const response = await page.goto(shopUrl('congstar', '/blog'));
    await expect(page).toHaveURL(/not-found/);
    expect(response?.status()).toBe(404);
  });
});

test.describe('content pages', () => {
  test('aufladen shows its own about-us text per language, eplus the neutral default', async ({ page }) => {
    await page.goto(shopUrl('aufladen', '/info/about-us'));
    await expect(page.getByRole('heading', { name: 'Guthaben für jedes Netz, an einem Ort' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(shopUrl('aufladen', '/en/info/about-us'));
    await expect(page.getByRole('heading', { name: 'Credit for every network, in one place' })).toBeVisible();
    await page.goto(shopUrl('eplus', '/info/about-us'));
    await expect(
      page.getByText(`${tenant('eplus').providerName} betreibt unter`, { exact: false }),
    ).toBeVisible();
  });

  test('contact page lists the support contacts; privacy names the consent-bound services', async ({
    page,
  }) => {
    const shop = tenant('reloadnow');
    // in the server's HTML, before the details' code (a deferred part) has come
    const bare = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const html = await bare.newPage();
    await html.goto(shopUrl('reloadnow', '/info/contact-us'));
    await expect(html.getByRole('link', { name: shop.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${shop.supportEmail}`,
    );
    await html.goto(shopUrl('reloadnow', '/info/privacy'));
    await expect(html.getByText(text('reloadnow', 'fr', 'content.privacy.services.pixel'))).toBeVisible();
    await bare.close();
    await page.goto(shopUrl('reloadnow', '/info/contact-us'));
    await expect(page.getByRole('link', { name: shop.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${shop.supportEmail}`,
    );
    await expectNoAxeViolations(page);
    await page.goto(shopUrl('reloadnow', '/info/privacy'));
    await expect(page.getByText(text('reloadnow', 'fr', 'content.privacy.services.pixel'))).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: text('reloadnow', 'fr', 'consent.settingsLink') })
      .click();
    await expect(page.getByRole('dialog', { name: text('reloadnow', 'fr', 'consent.title') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('robots.txt and sitemap.xml per host', () => {
  for (const id of ['aufladen', 'congstar', 'reloadnow']) {
    test(`${id}`, async ({ page }) => {
      const origin = shopUrl(id, '');
      const robots = await page.goto(shopUrl(id, '/robots.txt'));
      expect(robots?.headers()['content-type']).toContain('text/plain');
      expect(await robots?.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

      // an index of parts (ADR 0027), each on the host asked
      const index = (await (await page.goto(shopUrl(id, '/sitemap.xml')))?.text()) ?? '';
      const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
        match[1]!.replace(/&amp;/g, '&'),
      );
      expect(parts).toContain(`${origin}/sitemap.xml?part=pages-1`);
      let xml = '';
      for (const part of parts) xml += (await (await page.goto(part))?.text()) ?? '';
      expect(xml).toContain(`<loc>${origin}/info/about-us</loc>`);
      for (const other of ['aufladen', 'congstar', 'reloadnow'].filter((name) => name !== id))
        expect(xml).not.toContain(`${other}.localhost`);
      if (tenant(id).features.blog) expect(xml).toMatch(new RegExp(`<loc>${origin}/blog/[a-z0-9-]+</loc>`));
    });
  }
});

test.describe('what search engines and link previews read in a page', () => {
  test('congstar: canonical on its domain, its languages, Open Graph with its logo', async ({ page }) => {
    await page.goto(shopUrl('congstar', '/shop/topup/congstar'));
    const head = page.locator('head');
    const origin = `https://${tenant('congstar').domain}`;
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/shop/topup/congstar`,
    );
    await expect(head.locator('link[hreflang="de"]')).toHaveAttribute(
      'href',
      `${origin}/shop/topup/congstar`,
    );
    await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${origin}/shop/topup/congstar`,
    );
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${origin}/shop/topup/congstar`,
    );
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`^${origin}/tenants/${tenant('congstar').assetFolder}/`),
    );
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
  });

  test('reloadnow in English: the canonical is the English page, French the default', async ({ page }) => {
    await page.goto(shopUrl('reloadnow', '/en/shop'));
    const origin = `https://${tenant('reloadnow').domain}`;
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en/shop`);
    await expect(page.locator('head link[hreflang="fr"]')).toHaveAttribute('href', `${origin}/shop`);
  });
});

test.describe('logo metadata (SPEC §3)', () => {
  test('aufladen: the English pages show the English logos, and /api/logos serves the entries', async ({
    page,
  }) => {
    await page.goto(shopUrl('aufladen', '/en/shop'));
    const name = tenant('aufladen').providerName;
    await expect(page.getByRole('banner').getByRole('img', { name })).toHaveAttribute(
      'src',
      '/tenants/aufladen/logo-en.svg',
    );
    await expect(page.getByRole('contentinfo').getByRole('img', { name })).toHaveAttribute(
      'src',
      '/tenants/aufladen/logo-footer-en.svg',
    );
    await page.goto(shopUrl('aufladen', '/shop'));
    await expect(page.getByRole('banner').getByRole('img', { name })).toHaveAttribute(
      'src',
      '/tenants/aufladen/logo.svg',
    );
    // the page's own fetch: Node's resolver, unlike Chromium's, does not know *.localhost
    const logos = () => page.evaluate(async () => (await fetch('/api/logos')).json());
    expect(await logos()).toEqual({
      logos: [
        { name: 'header', language: 'en', data: '/tenants/aufladen/logo-en.svg' },
        { name: 'footer', language: 'en', data: '/tenants/aufladen/logo-footer-en.svg' },
      ],
    });
    await page.goto(shopUrl('congstar', '/shop/topup/congstar'));
    expect(await logos()).toEqual({ logos: [] });
  });
});
