import { describe, expect, it } from 'vitest';
import { destinationsOf } from '@/features/international/offers';
import {
  checkChoice,
  withCountry,
  withNumber,
  type InternationalChoice,
} from '@/features/international/validation';
import * as phoneLib from 'libphonenumber-js/mobile';
import { product } from '../../fixtures/product';
import { NAMES_EN, NAMES_FR, OFFERS, offer } from './offerFixtures';

describe('destinations of the international offers', () => {
  it('groups country → operator → amount, countries sorted as the language sorts their names', () => {
    const destinations = destinationsOf(OFFERS, NAMES_FR, 'fr');
    expect(destinations.map((d) => d.name)).toEqual(['Algérie', 'Maroc', 'Sénégal']);
    const morocco = destinations[1]!;
    expect(morocco).toMatchObject({ country: 'MA', currency: 'MAD', rate: 10.85 });
    expect(morocco.operators.map((o) => [o.id, o.name])).toEqual([
      ['maroc-telecom', 'Maroc Telecom'],
      ['inwi', 'inwi'],
    ]);
    // amounts smallest first, whatever the catalogue's order
    expect(morocco.operators[0]!.offers.map((o) => [o.destination!.amount, o.faceValue])).toEqual([
      [20, 1.85],
      [100, 9.22],
    ]);
  });

  it('leaves out products sold at home and offers that cannot be bought now', () => {
    const destinations = destinationsOf(
      [
        product({ productId: 'sfr-topup-10' }),
        { ...offer('TN', 'ooredoo-tn', 'Ooredoo Tunisie', 10, 3.38, 'TND'), status: 'OUT_OF_STOCK' },
        ...OFFERS,
      ],
      NAMES_EN,
      'en',
    );
    expect(destinations.map((d) => d.country)).toEqual(['DZ', 'MA', 'SN']);
  });
});

const destinations = destinationsOf(OFFERS, NAMES_EN, 'en');
const empty: InternationalChoice = { phone: '', country: '', operator: '', productId: '' };
const full: InternationalChoice = {
  phone: '+212 612 345 678',
  country: 'MA',
  operator: 'maroc-telecom',
  productId: 'intl-ma-maroc-telecom-100',
};

describe('the international form', () => {
  it.each<[string, InternationalChoice, Record<string, string>]>([
    ['nothing chosen', empty, { phone: 'errors.phoneRequired', country: 'errors.destinationRequired' }],
    ['no operator', { ...full, operator: '', productId: '' }, { operator: 'errors.operatorRequired' }],
    ['no amount', { ...full, productId: '' }, { productId: 'errors.amountRequired' }],
    [
      'an amount of another operator',
      { ...full, productId: 'intl-ma-inwi-50' },
      { productId: 'errors.amountRequired' },
    ],
    [
      'a number of another country',
      { ...full, phone: '+221 77 123 45 67' },
      { phone: 'errors.phoneInvalid' },
    ],
    ['an incomplete number', { ...full, phone: '+212 612' }, { phone: 'errors.phoneInvalid' }],
  ])('refuses %s, at the field', (_case, choice, errors) => {
    expect(checkChoice(choice, destinations, phoneLib)).toEqual({ ok: false, errors });
  });

  it('accepts a complete choice and sends the number compact, with its +', () => {
    expect(checkChoice(full, destinations, phoneLib)).toEqual({
      ok: true,
      productId: 'intl-ma-maroc-telecom-100',
      phoneNumber: '+212612345678',
    });
  });

  it.each<[string, InternationalChoice, string | null, Partial<InternationalChoice>]>([
    ['a number of a destination chooses it', empty, 'SN', { country: 'SN', operator: 'orange-sn' }],
    [
      'a number of the chosen country keeps operator and amount',
      full,
      'MA',
      { country: 'MA', productId: full.productId },
    ],
    [
      'a number of another destination starts again there',
      full,
      'DZ',
      { country: 'DZ', operator: 'mobilis', productId: '' },
    ],
    [
      'a number of a country not sold changes nothing',
      full,
      'ES',
      { country: 'MA', productId: full.productId },
    ],
    [
      'a number naming no country yet changes nothing',
      full,
      null,
      { country: 'MA', productId: full.productId },
    ],
  ])('%s', (_case, choice, derived, expected) => {
    expect(withNumber(choice, 'typed', derived, destinations)).toMatchObject({ ...expected, phone: 'typed' });
  });

  it('asks for the operator again on another country, unless it has only one', () => {
    expect(withCountry(full, 'MA', destinations)).toMatchObject({ operator: '', productId: '' });
    expect(withCountry(empty, 'DZ', destinations)).toMatchObject({ operator: 'mobilis', productId: '' });
  });
});
