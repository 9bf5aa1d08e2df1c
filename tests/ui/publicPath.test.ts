import { describe, expect, it } from 'vitest';
import { publicPath } from '@/ui/shell/publicPath';

describe('publicPath: the address a customer sees for a pre-rendered page', () => {
  it.each([
    ['/_sites/[site]/[scheme]', {}, '/'],
    ['/_sites/[site]/[scheme]/shop', {}, '/shop'],
    ['/_sites/[site]/[scheme]/shop/topup/[brand]', { brand: 'congstar' }, '/shop/topup/congstar'],
    [
      '/_sites/[site]/[scheme]/shop/[categoryId]/[brandId]',
      { categoryId: 'gift', brandId: 'a b' },
      '/shop/gift/a%20b',
    ],
    ['/_sites/[site]/[scheme]/blog/[slug]', { slug: 'top-up-abroad' }, '/blog/top-up-abroad'],
    ['/_sites/[site]/[scheme]/[...slug]', { slug: ['info', 'x'] }, '/info/x'],
    ['/_sites/[site]/[scheme]/info/[page]', { page: 'about-us', site: 'congstar' }, '/info/about-us'],
  ])('%s with %j is %s', (pathname, query, expected) => {
    expect(publicPath(pathname, query)).toBe(expected);
  });
});
