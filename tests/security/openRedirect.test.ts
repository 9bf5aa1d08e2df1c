import { describe, expect, it } from 'vitest';
import { afterLoginPath } from '@/features/account/rules';
import { internalPath } from '@/tenancy/internalPath';
import { OTHER_ORIGINS } from './otherOrigins';

// `/login?from=/%09/evil.example/x` signed the customer in and sent them to evil.example.
const HTTP_SHOP = 'http://localhost:3200';
const HTTPS_SHOP = 'https://shop.example';

describe('a sign-in returns only to a place on the shop’s own origin', () => {
  it.each(OTHER_ORIGINS)('%s is refused', (_name, value) => {
    expect(internalPath(value, HTTPS_SHOP)).toBeNull();
    expect(internalPath(value)).toBeNull();
  });

  // the shop's own scheme with fewer than two slashes is a relative reference (a path of the
  // shop); the other scheme is another site
  it.each([
    ['http: with no slash', 'http:evil.example', HTTP_SHOP, HTTPS_SHOP],
    ['http: with one slash', 'http:/evil.example', HTTP_SHOP, HTTPS_SHOP],
    ['https: with no slash', 'https:evil.example', HTTPS_SHOP, HTTP_SHOP],
    ['https: with one slash', 'https:/evil.example', HTTPS_SHOP, HTTP_SHOP],
  ])('%s: a path on a shop of that scheme, refused on the other', (_name, value, same, other) => {
    expect(internalPath(value, same)).toBe('/evil.example');
    expect(internalPath(value, other)).toBeNull();
  });

  it.each([
    ['an encoded slash is a path of the shop', '/%2F/evil', '/%2F/evil'],
    ['an encoded tab is a path of the shop', '/%09/evil.example/x', '/%09/evil.example/x'],
    ['an encoded backslash is a path of the shop', '/%5C/evil', '/%5C/evil'],
    ['@ in the path is a path of the shop', '/@evil.example', '/@evil.example'],
    ['fullwidth solidus ／', '/／evil.example', '/%EF%BC%8Fevil.example'],
    ['two fullwidth solidi', '／／evil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
    ['fraction slash ⁄', '/⁄evil.example', '/%E2%81%84evil.example'],
    ['division slash ∕', '/∕evil.example', '/%E2%88%95evil.example'],
    ['small reverse solidus ﹨', '/﹨evil.example', '/%EF%B9%A8evil.example'],
    ['fullwidth reverse solidus ＼', '/＼evil.example', '/%EF%BC%BCevil.example'],
    ['line separator', '/\u2028/evil.example', '/%E2%80%A8/evil.example'],
    ['the shop’s own absolute address', 'https://shop.example/account?x=1', '/account?x=1'],
    ['a path, query and fragment', '/shop/checkout/cart?x=1#top', '/shop/checkout/cart?x=1#top'],
    ['an account page', '/account/orders', '/account/orders'],
    ['dot segments', '/a/../account', '/account'],
    ['a leading space', ' /account', '/account'],
  ])('%s: kept, normalised (%j → %j)', (_name, value, path) => {
    expect(internalPath(value, HTTPS_SHOP)).toBe(path);
  });

  it('what is kept reads back as the same place on the shop', () => {
    for (const value of ['/%09/evil.example/x', '/／evil.example', '/a/../account?x=1#y']) {
      const path = internalPath(value, HTTPS_SHOP);
      expect(new URL(path ?? '', HTTPS_SHOP).origin).toBe(HTTPS_SHOP);
      expect(internalPath(path, HTTPS_SHOP)).toBe(path);
    }
  });

  it.each([true, false])(
    'the login page’s target never leaves the shop (multi-brand %s)',
    (multipleBrands) => {
      const tenant = { features: { multipleBrands } } as Parameters<typeof afterLoginPath>[0];
      const fallback = multipleBrands ? '/' : '/account';
      expect(afterLoginPath(tenant, '/\t/evil.example/x')).toBe(fallback);
      expect(afterLoginPath(tenant, '/\\evil.example')).toBe(fallback);
      expect(afterLoginPath(tenant, '/account/orders')).toBe('/account/orders');
    },
  );
});
