import { describe, expect, it } from 'vitest';
import { esimDestinationsOf, matchDestinations } from '@/features/esimShop/destinations';
import { NAMES, PLANS } from './plans';

const destinations = esimDestinationsOf(PLANS, NAMES, 'en');

describe('eSIM destinations', () => {
  it('lists every covered country by name, then the regions', () => {
    expect(destinations.map((d) => [d.id, d.kind, d.name])).toEqual([
      ['FR', 'country', 'France'],
      ['DE', 'country', 'Germany'],
      ['IT', 'country', 'Italy'],
      ['NL', 'country', 'Netherlands'],
      ['ES', 'country', 'Spain'],
      ['TR', 'country', 'Türkiye'],
      ['region:europe', 'region', 'Europe'],
    ]);
  });

  it('gives a country its own plans and the regional ones that cover it, cheapest first, none it cannot sell', () => {
    const plansOf = (id: string) => destinations.find((d) => d.id === id)!.plans.map((p) => p.productId);
    expect(plansOf('FR')).toEqual([
      'esim-fr-3gb',
      'esim-europe-5gb',
      'esim-fr-10gb',
      'esim-europe-unlimited',
    ]);
    expect(plansOf('TR')).toEqual(['esim-tr-5gb']);
    expect(plansOf('region:europe')).toEqual(['esim-europe-5gb', 'esim-europe-unlimited']);
  });

  it.each([
    ['', ['France', 'Germany', 'Italy', 'Netherlands', 'Spain', 'Türkiye', 'Europe']],
    ['fr', ['France']],
    ['  FRA ', ['France']],
    // anywhere in the name, names starting with it first
    ['an', ['France', 'Germany', 'Netherlands']],
    ['e', ['Europe', 'France', 'Germany', 'Netherlands', 'Türkiye']],
    // accents do not matter either way
    ['turk', ['Türkiye']],
    ['xyz', []],
  ])('“%s” matches %j', (query, names) => {
    expect(matchDestinations(destinations, query).map((d) => d.name)).toEqual(names);
  });
});
