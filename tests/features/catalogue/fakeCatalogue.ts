import type { Product } from '@/api';
import { product } from '../../fixtures/product';

export { product };

/** `count` active top-ups of one brand, worth 1, 2, 3 … */
export const topups = (count: number, brandId = 'testshop'): Product[] =>
  Array.from({ length: count }, (_, index) =>
    product({
      productId: `${brandId}-topup-${index + 1}`,
      name: `Top-up ${index + 1}`,
      brandId,
      faceValue: index + 1,
      minAmount: index + 1,
      maxAmount: index + 1,
    }),
  );

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface FakeBackend {
  fetch: typeof fetch;
  /** query strings of the product searches, in order */
  searches: URLSearchParams[];
  /** answer the next searches with this status (e.g. 503) until set back to null */
  failWith: number | null;
}

/**
 * The network boundary of the product search: filters like the backend (brandId, categoryId,
 * object-type, q, listed statuses) and answers pages; no module of ours is mocked.
 */
export function fakeBackend(catalogue: Product[]): FakeBackend {
  const backend: FakeBackend = {
    searches: [],
    failWith: null,
    fetch: async (input) => {
      const url = new URL(String(input), 'http://shop.test');
      if (url.pathname !== '/api/shop/rest/v1/products') return json({ errorCode: 'NOT_FOUND' }, 404);
      const query = url.searchParams;
      backend.searches.push(query);
      if (backend.failWith) return json({ errorCode: 'UPSTREAM_UNAVAILABLE' }, backend.failWith);
      const statuses = (query.get('status') ?? 'ACTIVE,OUT_OF_STOCK,COMING_SOON').split(',');
      const types = query.get('object-type')?.split(',');
      const q = query.get('q')?.toLowerCase();
      const hits = catalogue.filter(
        (p) =>
          statuses.includes(p.status) &&
          (!types || types.includes(p.objectType)) &&
          (!query.get('brandId') || p.brandId === query.get('brandId')) &&
          (!query.get('categoryId') || p.categoryId === query.get('categoryId')) &&
          (!q || p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)),
      );
      const page = Number(query.get('page') ?? 0);
      const size = Number(query.get('size') ?? 15);
      const items = hits.slice(page * size, page * size + size);
      return json({
        items,
        paginationParams: { page, size },
        metadata: { count: items.length, totalCount: hits.length },
      });
    },
  };
  return backend;
}
