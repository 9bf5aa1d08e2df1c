import { describe, expect, it } from 'vitest';
import { DestinationLinks, destinationCountriesOf } from '@/features/catalogue/DestinationLinks';
import { renderServerHtml } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { NAMES, PLANS } from '../esimShop/plans';
import { NAMES_EN, OFFERS } from '../international/offerFixtures';

describe('destinationCountriesOf: which landing pages a home links to', () => {
  it.each([
    [
      'eSIM: countries with a plan of their own, by name; a region’s coverage alone is no destination',
      PLANS,
      { esim: ['FR', 'TR'], international: [] },
    ],
    [
      'international: every country topped up, by name',
      OFFERS,
      { esim: [], international: ['DZ', 'MA', 'SN'] },
    ],
    [
      'nothing on sale, no link',
      PLANS.map((plan) => ({ ...plan, status: 'INACTIVE' as const })),
      { esim: [], international: [] },
    ],
  ])('%s', (_rule, products, expected) => {
    expect(destinationCountriesOf(products, { ...NAMES, ...NAMES_EN }, 'en')).toEqual(expected);
  });
});

describe('DestinationLinks', () => {
  it('links each destination to its landing page in the server HTML', () => {
    const html = renderServerHtml(
      <DestinationLinks products={[...PLANS, ...OFFERS]} countryNames={{ ...NAMES, ...NAMES_EN }} />,
      { tenant: tenantFixture() },
    );
    expect(
      [...html.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['France', '/shop/esim/destination/fr'],
      ['Türkiye', '/shop/esim/destination/tr'],
      ['Algeria', '/shop/international/destination/dz'],
      ['Morocco', '/shop/international/destination/ma'],
      ['Senegal', '/shop/international/destination/sn'],
    ]);
  });
});
