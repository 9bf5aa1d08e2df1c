import type { Product } from '@/api/products';

/** A place a traveller can search for: a country, or a region multi-country plans are sold for. */
export interface EsimDestination {
  /** "FR" for a country, "region:europe" for a region */
  id: string;
  kind: 'country' | 'region';
  name: string;
  /** the plans that work there, cheapest first */
  plans: Product[];
}

const priceOf = (product: Product) => product.faceValue ?? product.minAmount;

/**
 * Every destination the shop's eSIM plans serve: each covered country (with every plan that works
 * there, regional ones included) and each region (with its own plans), countries by name as the
 * page's language sorts them, then regions. Plans that cannot be bought now are left out.
 */
export function esimDestinationsOf(
  products: readonly Product[],
  countryNames: Readonly<Record<string, string>>,
  language: string,
): EsimDestination[] {
  const countries = new Map<string, EsimDestination>();
  const regions = new Map<string, EsimDestination>();
  for (const product of products) {
    const plan = product.plan;
    if (!plan || product.status !== 'ACTIVE') continue;
    for (const code of plan.coverage) {
      const entry = countries.get(code) ?? {
        id: code,
        kind: 'country',
        name: countryNames[code] ?? code,
        plans: [],
      };
      entry.plans.push(product);
      countries.set(code, entry);
    }
    if (plan.region) {
      const id = `region:${plan.region}`;
      const entry = regions.get(id) ?? {
        id,
        kind: 'region',
        name: plan.regionName ?? plan.region,
        plans: [],
      };
      entry.plans.push(product);
      regions.set(id, entry);
    }
  }
  const collator = new Intl.Collator(language);
  const sorted = (entries: Iterable<EsimDestination>) =>
    [...entries]
      .map((entry) => ({ ...entry, plans: [...entry.plans].sort((a, b) => priceOf(a) - priceOf(b)) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  return [...sorted(countries.values()), ...sorted(regions.values())];
}

/** Lower case without accents: "Türkiye" and "turk", "España" and "espa" meet. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The destinations whose name holds the query, those starting with it first; all for an empty query. */
export function matchDestinations(
  destinations: readonly EsimDestination[],
  query: string,
): EsimDestination[] {
  const wanted = folded(query);
  if (!wanted) return [...destinations];
  const hits = destinations.filter((entry) => folded(entry.name).includes(wanted));
  return [
    ...hits.filter((entry) => folded(entry.name).startsWith(wanted)),
    ...hits.filter((entry) => !folded(entry.name).startsWith(wanted)),
  ];
}
