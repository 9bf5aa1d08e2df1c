import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/seo/sitemap';
import { getCatalogue } from '@/tenancy/catalogues';
import { getTenant } from '@/tenancy/registry';
import { callAsyncApiRoute } from './apiRoute';

/** The first call of a fresh sandbox database migrates it and seeds the shop's catalogue. */
const SEED_TIMEOUT_MS = 60_000;

const sitemap = (shop: string, query: Record<string, string> = {}) =>
  callAsyncApiRoute(handler, { headers: { host: `${shop}.localhost:3000` }, query });

beforeAll(async () => {
  // the storefront's process-wide sandbox, a throwaway database for this file
  process.env.SANDBOX_DATA_DIR = 'memory://';
  await sitemap('esim');
}, SEED_TIMEOUT_MS);

describe('/sitemap.xml is an index of its parts (ADR 0027)', () => {
  it('lists a part per kind the tenant has: no posts part without the blog', async () => {
    const esim = String((await sitemap('esim')).body);
    const congstar = String((await sitemap('congstar')).body);
    for (const part of ['pages-1', 'sold-1', 'posts-1'])
      expect(esim).toContain(`<loc>http://esim.localhost:3000/sitemap.xml?part=${part}</loc>`);
    expect(congstar).toContain('?part=sold-1</loc>');
    expect(congstar).not.toContain('?part=posts-1');
  });

  it('lists every eSIM plan the sandbox sells, and none it does not list', async () => {
    const reply = await sitemap('esim', { part: 'sold-1' });
    expect(reply.headers['content-type']).toContain('application/xml');
    const xml = String(reply.body);
    const plans = getCatalogue(getTenant('esim')!).products.filter((product) => product.type === 'ESIM');
    const listed = plans.filter((plan) => xml.includes(`/shop/esim/${plan.id}</loc>`));
    expect(listed.length).toBeGreaterThan(0);
    // the seed lists every plan but those it marks as not for sale
    for (const plan of plans.filter((entry) => !listed.includes(entry)))
      expect(plan.status, plan.id).not.toBe('ACTIVE');
  });

  it.each([
    ['a part of another shape', 'everything', 400, 'VALIDATION_FAILED'],
    ['a part the tenant does not have', 'posts-1', 404, 'NOT_FOUND'],
    ['a part beyond the last', 'sold-2', 404, 'NOT_FOUND'],
  ])('answers %s with its error code', async (_case, part, status, errorCode) => {
    const reply = await sitemap('congstar', { part });
    expect(reply).toMatchObject({ status, body: { errorCode } });
  });
});
