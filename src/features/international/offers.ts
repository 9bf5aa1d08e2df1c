import type { Product } from '@/api/products';

/** An operator abroad with the amounts the shop sells for it, smallest first. */
export interface OperatorOffers {
  id: string;
  name: string;
  offers: Product[];
}

/** A destination country: its name in the page's language, currency, rate and operators. */
export interface Destination {
  country: string;
  name: string;
  currency: string;
  rate: number;
  operators: OperatorOffers[];
}

/**
 * The catalogue's international offers grouped as the customer chooses: country (sorted by name as
 * the page's language sorts), then operator, then amount. Products without a destination, and
 * offers that cannot be bought now, are left out.
 */
export function destinationsOf(
  products: readonly Product[],
  countryNames: Readonly<Record<string, string>>,
  language: string,
): Destination[] {
  const byCountry = new Map<string, Destination>();
  for (const product of products) {
    const where = product.destination;
    if (!where || product.status !== 'ACTIVE') continue;
    let destination = byCountry.get(where.country);
    if (!destination) {
      destination = {
        country: where.country,
        name: countryNames[where.country] ?? where.country,
        currency: where.currency,
        rate: where.rate,
        operators: [],
      };
      byCountry.set(where.country, destination);
    }
    let operator = destination.operators.find((entry) => entry.id === product.brandId);
    if (!operator) {
      operator = { id: product.brandId, name: product.brandName ?? product.brandId, offers: [] };
      destination.operators.push(operator);
    }
    operator.offers.push(product);
  }
  for (const destination of byCountry.values())
    for (const operator of destination.operators)
      operator.offers.sort((a, b) => a.destination!.amount - b.destination!.amount);
  const collator = new Intl.Collator(language);
  return [...byCountry.values()].sort((a, b) => collator.compare(a.name, b.name));
}
