import type { GetStaticPropsResult } from 'next';
import { describe, expect, it } from 'vitest';
import { siteProps, type PageParams, type ShellProps } from '@/server/pageLoad';

/*
 * ADR 0029: a shop page renders on its first request for a host, scheme and locale; what the build's
 * getStaticPaths and routing rules decided per tenant is decided there, by the host's tenant.
 */

const brands: PageParams = (tenant) => Object.keys(tenant.brandRoutes).map((brand) => ({ brand }));

type Case = [string, string, Record<string, string>, string, GetStaticPropsResult<ShellProps> | 'renders'];

describe('siteProps', () => {
  it.each<Case>([
    [
      'a host of no tenant goes to /not-found (the unknown-shop page), kept only briefly',
      '/shop/checkout/payment',
      { site: 'nosuchshop.localhost', scheme: 'default' },
      'default',
      { redirect: { destination: '/not-found', permanent: false }, revalidate: 5 },
    ],
    [
      'a brand the tenant does not sell redirects to /not-found (SPEC §7)',
      '/shop/topup/[brand]',
      { site: 'congstar.localhost', scheme: 'default', brand: 'nosuchbrand' },
      'default',
      { redirect: { destination: '/not-found', permanent: true } },
    ],
    [
      'a language the tenant lacks goes to the same page in its default language',
      '/shop/checkout/payment',
      { site: 'congstar.localhost', scheme: 'default' },
      'fr',
      { redirect: { destination: '/shop/checkout/payment', permanent: false } },
    ],
    [
      'the root goes to the main page, in the page’s language',
      '/',
      { site: 'aufladen.localhost', scheme: 'default' },
      'en',
      { redirect: { destination: '/en/shop', permanent: false } },
    ],
    [
      'a tenant without a cart page starts checkout at payment',
      '/shop/checkout/cart',
      { site: 'shop.congstar-prepaid.de', scheme: 'default' },
      'default',
      { redirect: { destination: '/shop/checkout/payment', permanent: false } },
    ],
    [
      'a scheme no routing rule names is a 404',
      '/shop/checkout/payment',
      { site: 'congstar.localhost', scheme: 'sepia' },
      'default',
      { notFound: true },
    ],
    [
      'a brand the tenant sells renders',
      '/shop/topup/[brand]',
      { site: 'congstar.localhost', scheme: 'dark', brand: 'congstar' },
      'default',
      'renders',
    ],
  ])('%s', async (_name, route, params, locale, expected) => {
    const result = await siteProps(route, { pages: route.includes('[brand]') ? brands : undefined })({
      params,
      locale,
    });
    if (expected === 'renders') expect(result).toHaveProperty('props.host', 'shop');
    else expect(result).toEqual(expected);
  });

  it.each<[string, string, string, string]>([
    ['the cookie’s scheme where the tenant has it', 'aufladen.localhost', 'dark', 'dark'],
    ['the tenant’s default without a cookie', 'aufladen.localhost', 'default', 'light'],
    ['the tenant’s default for a scheme it lacks', 'ortel.localhost', 'light', 'dark'],
  ])('shows %s', async (_name, site, scheme, shown) => {
    const result = await siteProps('/shop/checkout/payment')({ params: { site, scheme }, locale: 'default' });
    expect(result).toHaveProperty('props.initialReduxState.theme.colorScheme', shown);
  });

  it('finds the tenant by any of its hosts', async () => {
    const result = await siteProps('/shop/checkout/payment')({
      params: { site: 'www.congstar-prepaid.de', scheme: 'default' },
      locale: 'default',
    });
    expect(result).toHaveProperty('props.initialReduxState.tenant.config.id', 'congstar');
  });
});
