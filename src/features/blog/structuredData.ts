import type { StructuredThing } from '@/ui/shell/JsonLd';
import type { BlogPost } from './queries';

/** Where a post sits: absolute addresses on the shop's own domain, as in its canonical link. */
export interface PostPlace {
  /** the shop's name and its logo's address: the publisher */
  shop: string;
  logo: string;
  home: string;
  /** the post itself */
  url: string;
  origin: string;
}

/** schema.org BlogPosting of a post (ADR 0027): what search engines show for an article. */
export function blogPosting(post: BlogPost, place: PostPlace): StructuredThing {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    inLanguage: post.language,
    author: { '@type': 'Person', name: post.author },
    ...(post.coverImage && { image: [`${place.origin}${post.coverImage}`] }),
    url: place.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': place.url },
    publisher: {
      '@type': 'Organization',
      name: place.shop,
      url: place.home,
      logo: { '@type': 'ImageObject', url: place.logo },
    },
  };
}
