import { getCatalogue } from '@/tenancy/catalogues';
import { esimDestinationPath, internationalCountryPath } from '@/tenancy/destinationRoutes';
import type { TenantConfig } from '@/tenancy/schema';

/*
 * The destination countries a shop sells for, from its catalogue: the landing pages the build
 * renders and the sitemap lists are the same list (ADR 0028).
 */

const sorted = (codes: Iterable<string>) => [...new Set(codes)].sort();

/** The ISO code a landing page's path names, or null for anything that is not one. */
export const countryOfPath = (segment: unknown): string | null =>
  typeof segment === 'string' && /^[a-z]{2}$/.test(segment) ? segment.toUpperCase() : null;

/** Every country one of the shop's eSIM plans on sale works in. */
export const esimCountries = (tenant: TenantConfig): string[] =>
  sorted(
    getCatalogue(tenant).products.flatMap((product) =>
      product.type === 'ESIM' && product.status === 'ACTIVE' ? (product.plan?.coverage ?? []) : [],
    ),
  );

/** Every country the shop tops up phones in. */
export const internationalCountries = (tenant: TenantConfig): string[] =>
  sorted(Object.keys(getCatalogue(tenant).international?.destinations ?? {}));

/** The shop's landing pages by destination, as internal paths (under /shop). */
export const destinationPagePaths = (tenant: TenantConfig): string[] => [
  ...esimCountries(tenant).map(esimDestinationPath),
  ...internationalCountries(tenant).map(internationalCountryPath),
];
