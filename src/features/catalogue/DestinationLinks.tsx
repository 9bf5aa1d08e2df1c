import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'next-i18next/pages';
import type { Product } from '@/api/products';
import { useAppSelector } from '@/store/hooks';
import { esimDestinationPath, internationalCountryPath } from '@/tenancy/destinationRoutes';
import { shopHref } from '@/tenancy/routes';
import { selectLanguage, selectPinned } from '@/tenancy/tenantSlice';
import { ShopLink } from '@/ui/layout/ShopLink';
import { PageSection } from '@/ui/shell/PageSection';
import { tileGridSx } from '@/ui/layout/tileGrid';

/** At most this many destinations are named on a home; the sitemap lists them all. */
const POPULAR_MAX = 12;

const onSale = (product: Product) => product.status === 'ACTIVE';

/**
 * The destinations a shop's eSIM plans are made for (a plan of their own, not only a region's
 * coverage), and the countries it tops up phones in: ISO codes, each list by name.
 */
export function destinationCountriesOf(
  products: readonly Product[],
  countryNames: Readonly<Record<string, string>>,
  language: string,
): { esim: string[]; international: string[] } {
  const byName = (codes: Iterable<string>) =>
    [...new Set(codes)].sort((a, b) => (countryNames[a] ?? a).localeCompare(countryNames[b] ?? b, language));
  const sold = products.filter(onSale);
  return {
    esim: byName(
      sold.flatMap((product) => (product.plan?.coverage.length === 1 ? product.plan.coverage : [])),
    ),
    international: byName(
      sold.flatMap((product) => (product.destination ? [product.destination.country] : [])),
    ),
  };
}

function CountryList({
  codes,
  href,
  names,
}: {
  codes: string[];
  href: (code: string) => string;
  names: Record<string, string>;
}) {
  return (
    <Box component="ul" sx={tileGridSx({ xs: 2, sm: 4, md: 6 }, 1)}>
      {codes.map((code) => (
        <li key={code}>
          <Link
            component={ShopLink}
            href={href(code)}
            data-testid="destination-link"
            sx={{ display: 'inline-block', py: 1 }}
          >
            {names[code] ?? code}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/**
 * Links from a shop's home to its landing pages by destination (ADR 0028): the eSIM destinations
 * and the countries of international top-up, for customers and for crawlers.
 */
export function DestinationLinks({
  products,
  countryNames,
}: {
  products: readonly Product[];
  countryNames: Record<string, string>;
}) {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const pinned = useAppSelector(selectPinned);
  const { esim, international } = destinationCountriesOf(products, countryNames, language);
  return (
    <>
      {esim.length > 0 && (
        <PageSection id="destinations" titleId="destinations-title" title={t('destinations.popularEsim')}>
          <CountryList
            codes={esim.slice(0, POPULAR_MAX)}
            href={(code) => shopHref(esimDestinationPath(code), pinned)}
            names={countryNames}
          />
        </PageSection>
      )}
      {international.length > 0 && (
        <PageSection titleId="international-countries-title" title={t('destinations.internationalCountries')}>
          <CountryList
            codes={international}
            href={(code) => shopHref(internationalCountryPath(code), pinned)}
            names={countryNames}
          />
        </PageSection>
      )}
    </>
  );
}
