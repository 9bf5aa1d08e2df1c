import type { InternationalCatalogue } from './catalogueSchema';

/** One amount of one operator abroad, as the shop sells it. */
export interface InternationalOffer {
  productId: string;
  /** ISO code of the destination country */
  country: string;
  operatorId: string;
  operatorName: string;
  /** the destination's currency (ISO 4217) */
  currency: string;
  /** credit loaded abroad, in the destination's currency */
  amount: number;
  /** destination currency per unit of the shop's currency */
  rate: number;
  /** what the customer pays for the credit, in the shop's currency (the fee comes on top) */
  price: number;
}

/**
 * The shop-currency price of credit abroad: the amount at the rate, rounded up to the cent, so the
 * shop never loads more than it is paid for. The rounding to 6 places first keeps a binary fraction
 * (100 / 10.85 * 100 = 921.658…, but 50 / 0.5 * 100 = 10000.000000001) from costing a cent.
 */
export function shopPriceOf(amount: number, rate: number): number {
  return Math.ceil(Number(((amount * 100) / rate).toFixed(6))) / 100;
}

/** A product id the catalogue's slugs allow: "intl-ma-inwi-100", "intl-us-att-12_5". */
export const offerId = (country: string, operatorId: string, amount: number): string =>
  `intl-${country.toLowerCase()}-${operatorId}-${String(amount).replace('.', '_')}`;

/** Every offer of the catalogue's international section, in the file's order. */
export function internationalOffers(international: InternationalCatalogue): InternationalOffer[] {
  return Object.entries(international.destinations).flatMap(([country, destination]) =>
    Object.entries(destination.operators).flatMap(([operatorId, operator]) =>
      operator.amounts.map((amount) => ({
        productId: offerId(country, operatorId, amount),
        country,
        operatorId,
        operatorName: operator.name,
        currency: destination.currency,
        amount,
        rate: destination.rate,
        price: shopPriceOf(amount, destination.rate),
      })),
    ),
  );
}
