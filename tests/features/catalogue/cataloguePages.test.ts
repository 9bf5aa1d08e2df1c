import type { GetStaticProps } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getStaticProps as categoryBrandProps } from '@/pages/_sites/[site]/[scheme]/shop/[categoryId]/[brandId]';
import { getStaticProps as topupBrandProps } from '@/pages/_sites/[site]/[scheme]/shop/topup/[brand]';
import {
  CATALOGUE_RETRY_SECONDS,
  CATALOGUE_REVALIDATE_SECONDS,
  shopHomeProps,
} from '@/features/catalogue/server';
import { esimDestinationProps, esimPlanProps } from '@/features/esimShop/server';
import { internationalCountryProps } from '@/features/international/server';
import { pageSandbox } from '@/server/serverCalls';

/*
 * A page of catalogue data renders on its first request and is kept (ADR 0029). One failed
 * catalogue read then must not be kept as "not found" with no refresh time, or a destination that
 * is for sale stays a 404 until the server restarts: the page renders without the data, asked again
 * soon, and comes back once the backend answers.
 */

// the build's throwaway in-memory sandbox, as when a page is pre-rendered
beforeAll(() => {
  vi.stubEnv('NEXT_PHASE', PHASE_PRODUCTION_BUILD);
  return () => vi.unstubAllEnvs();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The sandbox as a backend that is down until `up()`: its product search answers 503. */
function backendDown() {
  const sandbox = pageSandbox();
  const handle = sandbox.handle.bind(sandbox);
  let down = true;
  vi.spyOn(sandbox, 'handle').mockImplementation((request) =>
    down && request.path === '/api/shop/rest/v1/products'
      ? Promise.resolve({ status: 503, body: { errorCode: 'SERVICE_UNAVAILABLE', message: 'down' } })
      : handle(request),
  );
  return { up: () => (down = false) };
}

/** /shop/{categoryId}/{brandId}: ortel's brand reached through its category (SPEC §2). */
const ORTEL_INTERNATIONAL = {
  site: 'ortel.localhost',
  categoryId: 'international',
  brandId: 'ortel-international',
};

type Loaded = { props?: Record<string, unknown>; revalidate?: number | boolean; notFound?: boolean };
const load = async (getProps: GetStaticProps, params: Record<string, string>) =>
  (await getProps({ params: { scheme: 'default', ...params }, locale: 'default' })) as Loaded;

describe('a page of catalogue data comes back after a failed read', { timeout: 60_000 }, () => {
  // the page, its route's params, and the prop that holds what it read from the catalogue
  it.each<[string, GetStaticProps, Record<string, string>, string]>([
    ['an eSIM destination', esimDestinationProps, { site: 'esim.localhost', country: 'fr' }, 'plans'],
    [
      'an international destination',
      internationalCountryProps,
      { site: 'reloadnow.localhost', country: 'ma' },
      'products',
    ],
    ['an eSIM plan', esimPlanProps, { site: 'esim.localhost', plan: 'esim-fr-3gb-15d' }, 'product'],
    ['a brand page', topupBrandProps, { site: 'congstar.localhost', brand: 'congstar' }, 'products'],
    ['a brand through its category', categoryBrandProps, ORTEL_INTERNATIONAL, 'products'],
    ['a shop’s home', shopHomeProps('/shop'), { site: 'aufladen.localhost' }, 'initialProducts'],
  ])('%s', async (_name, getProps, params, read) => {
    const backend = backendDown();
    const failed = await load(getProps, params);
    // rendered without the data, and asked again soon: never a kept "not found"
    expect(failed.notFound).toBeUndefined();
    expect(failed.revalidate).toBe(CATALOGUE_RETRY_SECONDS);
    expect(failed.props?.[read]).toBeNull();

    backend.up();
    const back = await load(getProps, params);
    expect(back.notFound).toBeUndefined();
    expect(back.revalidate).toBe(CATALOGUE_REVALIDATE_SECONDS);
    expect(back.props?.[read]).toEqual(expect.anything());
  });

  it('an eSIM plan the backend could not read is not said to be off sale', async () => {
    backendDown();
    const failed = await load(esimPlanProps, { site: 'esim.localhost', plan: 'esim-fr-3gb-15d' });
    expect(failed.props).toMatchObject({ product: null, unavailable: true });
  });

  it('a destination the catalogue answers it does not sell is a 404, asked again with the catalogue', async () => {
    const sandbox = pageSandbox();
    const handle = sandbox.handle.bind(sandbox);
    // the backend answers, and lists no plan that works in France
    vi.spyOn(sandbox, 'handle').mockImplementation(async (request) => {
      const answer = await handle(request);
      if (request.path !== '/api/shop/rest/v1/products') return answer;
      const body = answer.body as { items: Array<{ plan?: { coverage: string[] } }> };
      return {
        ...answer,
        body: { ...body, items: body.items.filter((item) => !item.plan?.coverage.includes('FR')) },
      };
    });
    expect(await load(esimDestinationProps, { site: 'esim.localhost', country: 'fr' })).toEqual({
      notFound: true,
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
    });
  });

  it('a destination the tenant’s catalogue never had is SPEC §7’s permanent redirect to /not-found', async () => {
    expect(await load(esimDestinationProps, { site: 'esim.localhost', country: 'aq' })).toEqual({
      redirect: { destination: '/not-found', permanent: true },
    });
  });
});
