import type { TFunction } from 'i18next';
import type { Product } from '@/api/products';

/** What a plan gives, as the customer reads it: data, validity, where it works. */
export interface PlanFacts {
  data: string;
  validity: string;
  coverage: string;
}

/**
 * A plan's facts in the page's language. Coverage names the country for a one-country plan and
 * the region (with its number of countries) for a regional one. Counts go through i18next's
 * plural rules (`count`), so every language says "1 country" its own way.
 */
export function planFacts(
  plan: NonNullable<Product['plan']>,
  countryNames: Readonly<Record<string, string>>,
  t: TFunction,
): PlanFacts {
  const [only] = plan.coverage;
  return {
    data: plan.dataGb === null ? t('esimShop.unlimited') : t('esimShop.data', { gb: plan.dataGb }),
    validity: t('esimShop.validity', { count: plan.validityDays }),
    coverage:
      plan.coverage.length === 1 && only
        ? (countryNames[only] ?? only)
        : t('esimShop.coverageRegion', {
            region: plan.regionName ?? plan.region ?? '',
            count: plan.coverage.length,
          }),
  };
}
