import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/features/blog/queries';
import { blogPosting, type PostPlace } from '@/features/blog/structuredData';
import { structuredDataText } from '@/ui/shell/JsonLd';

const post: BlogPost = {
  slug: 'top-up-in-a-minute',
  language: 'en',
  title: 'How to top up your prepaid phone in under a minute',
  excerpt: 'Number, amount, payment: three steps.',
  body: 'Text.',
  coverImage: '/tenants/_blog/phone.svg',
  author: 'Sam Taylor',
  date: '2026-09-28T09:00:00.000Z',
};
const origin = 'https://shop.aufladen-shop.de';
const place: PostPlace = {
  shop: 'Aufladen',
  logo: `${origin}/tenants/aufladen/logo-en.svg`,
  home: `${origin}/en`,
  url: `${origin}/en/blog/top-up-in-a-minute`,
  origin,
};
/** As a crawler reads it: the JSON-LD block's text parsed back. */
const parsed = (thing: ReturnType<typeof blogPosting>) =>
  JSON.parse(structuredDataText([thing])) as Record<string, unknown>;

describe('BlogPosting of a post (schema.org, Google article structured data)', () => {
  const posting = parsed(blogPosting(post, place));

  it.each([
    ['@context', 'https://schema.org'],
    ['@type', 'BlogPosting'],
    ['headline', post.title],
    ['description', post.excerpt],
    ['datePublished', post.date],
    ['url', place.url],
    ['image', [`${origin}/tenants/_blog/phone.svg`]],
    ['author', { '@type': 'Person', name: 'Sam Taylor' }],
    ['mainEntityOfPage', { '@type': 'WebPage', '@id': place.url }],
    [
      'publisher',
      {
        '@type': 'Organization',
        name: 'Aufladen',
        url: place.home,
        logo: { '@type': 'ImageObject', url: place.logo },
      },
    ],
  ])('has %s', (property, value) => {
    expect(posting[property]).toEqual(value);
  });

  it('keeps its headline within the 110 characters search engines show', () => {
    expect(String(posting.headline).length).toBeLessThanOrEqual(110);
  });

  it('has a valid ISO 8601 publication date', () => {
    expect(new Date(String(posting.datePublished)).toISOString()).toBe(post.date);
  });

  it('leaves the image out when the post has none, rather than naming an empty one', () => {
    expect(parsed(blogPosting({ ...post, coverImage: null }, place))).not.toHaveProperty('image');
  });
});
