import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import type { Product } from '@/api/products';
import { useAppSelector } from '@/store/hooks';
import { amountText, formatPrice } from '@/tenancy/money';
import { INTERNATIONAL_PATH, shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { ShopLink } from '@/ui/layout/ShopLink';
import { payableText } from '@/ui/money/payableText';
import { CatalogError } from '@/ui/shell/CatalogError';
import { HeadedSection } from '@/ui/shell/HeadedSection';
import { PublicPageTitle } from '@/ui/shell/PublicPageTitle';
import { InternationalFormEntry } from './InternationalFormPart';
import { destinationsOf } from './offers';
import { useShop } from '@/tenancy/useShop';

export interface InternationalCountryPageProps {
  /** ISO code of the country */
  country: string;
  /** its name in the page's language */
  name: string;
  /** the shop's international offers, read when the page was pre-rendered; null when they could not be */
  products: Product[] | null;
  /** destination country names in the page's language */
  countryNames: Record<string, string>;
}

/**
 * /shop/international/destination/<country>: a landing page for topping up phones in one country, with its
 * operators and amounts in the server HTML (ADR 0028), then the form. The form is the international
 * page's own, unchanged: presetting its country would add to that page's first load, at its ceiling.
 */
export function InternationalCountryPage({
  country,
  name,
  products,
  countryNames,
}: InternationalCountryPageProps) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const { language } = useShop();
  const pinned = useAppSelector(selectPinned);
  const destinations = useMemo(
    () => destinationsOf(products ?? [], countryNames, language),
    [products, countryNames, language],
  );
  const destination = destinations.find((entry) => entry.country === country);
  const back = (
    <Button component={ShopLink} href={shopHref(INTERNATIONAL_PATH, pinned)} sx={{ mb: 2 }}>
      {t('destinations.allCountries')}
    </Button>
  );
  if (!destination)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <PublicPageTitle titleKey="destinations.internationalTitle" values={{ country: name }} />
        {back}
        <Typography variant="h4" component="h1" gutterBottom>
          {t('destinations.internationalTitle', { country: name })}
        </Typography>
        <CatalogError onRetry={() => window.location.reload()} />
      </Container>
    );
  // what the customer pays for an amount, the shop's fee included
  const price = (product: Product) =>
    payableText(
      t,
      (amount) => formatPrice(amount, tenant.currency, language, tenant.moneyStyles),
      product.faceValue ?? product.minAmount,
      product.serviceFee,
    );
  const operators = destination.operators.map((operator) => operator.name).join(', ');
  const heading = t('destinations.internationalTitle', { country: destination.name });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PublicPageTitle
        titleKey="destinations.internationalTitle"
        seoKey="internationalDestination"
        values={{ country: destination.name, operators }}
        parents={[{ name: t('international.title'), path: INTERNATIONAL_PATH }]}
        crumb={heading}
      />
      {back}
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {t('destinations.internationalLead', { country: destination.name, operators })}
      </Typography>
      <HeadedSection
        titleId="operators-title"
        title={t('destinations.operatorsTitle', { country: destination.name })}
        sx={{ mb: 4 }}
      >
        {destination.operators.map((operator) => (
          <Box key={operator.id} sx={{ mb: 2 }} data-testid="international-operator">
            <Typography variant="h6" component="h3">
              {operator.name}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {operator.offers.map((offer) => (
                <li key={offer.productId}>
                  {t('international.amountOption', {
                    amount: amountText(
                      offer.destination!.amount,
                      destination.currency,
                      language,
                      tenant.moneyStyles,
                    ),
                    price: price(offer),
                  })}
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </HeadedSection>
      <InternationalFormEntry destinations={destinations} />
    </Container>
  );
}
