import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { payable } from '@/api/moneyLines';
import type { Product } from '@/api/products';
import { useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { ESIM_DESTINATION_PARAM, esimPlanPath, shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { ShopLink } from '@/ui/layout/ShopLink';
import { CatalogError } from '@/ui/shell/CatalogError';
import { JsonLd } from '@/ui/shell/JsonLd';
import { PublicPageTitle } from '@/ui/shell/PublicPageTitle';
import { productThing, shopLogoUrl, shopOrigin } from '@/ui/shell/structuredData';
import { localisedUrl } from '@/i18n/locales';
import { PlanGrid } from './PlanCard';
import { useShop } from '@/tenancy/useShop';

export interface EsimDestinationPageProps {
  /** ISO code of the country */
  country: string;
  /** its name in the page's language */
  name: string;
  /** the plans on sale that work there, cheapest first; null when the catalogue could not be read */
  plans: Product[] | null;
  /** names of the countries the plans cover, in the page's language */
  countryNames: Record<string, string>;
}

/**
 * /shop/esim/destination/<country>: a traveller's landing page, found by search and shared links,
 * with the destination's plans (data, validity, coverage, price) in its server HTML (ADR 0028).
 */
export function EsimDestinationPage({ country, name, plans, countryNames }: EsimDestinationPageProps) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const { language } = useShop();
  const pinned = useAppSelector(selectPinned);
  // the finder on the shop's main page, with this destination chosen
  const finder = shopHref(`${tenant.mainPage}?${ESIM_DESTINATION_PARAM}=${country}#esim`, pinned);
  const heading = t('destinations.esimTitle', { country: name });
  // the least the traveller pays, a plan's fee included
  const lowest =
    plans && Math.min(...plans.map((plan) => payable(plan.faceValue ?? plan.minAmount, plan.serviceFee)));
  const price = lowest === null ? '' : formatPrice(lowest, tenant.currency, language, tenant.moneyStyles);
  // each plan is a product of its own, offered on its own page
  const products = (plans ?? []).flatMap((plan) =>
    productThing({
      name: plan.name,
      description: plan.description,
      brand: plan.brandName ?? tenant.providerName,
      url: localisedUrl(shopOrigin(tenant), tenant, language, shopHref(esimPlanPath(plan.productId), pinned)),
      image: shopLogoUrl(tenant, language),
      products: [plan],
    }),
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {plans ? (
        <>
          <PublicPageTitle
            titleKey="destinations.esimTitle"
            seoKey="esimDestination"
            values={{ country: name, price }}
            parents={[]}
            crumb={heading}
          />
          <JsonLd id="page" things={products} />
        </>
      ) : (
        // the catalogue could not be read: the page is rendered again soon (ADR 0042)
        <PublicPageTitle titleKey="destinations.esimTitle" values={{ country: name }} />
      )}
      <Button component={ShopLink} href={finder} sx={{ mb: 2 }}>
        {t('esimShop.back')}
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      {plans ? (
        <>
          <Typography sx={{ mb: 4, maxWidth: '70ch' }}>
            {t('destinations.esimLead', { country: name, price })}
          </Typography>
          <Typography variant="h5" component="h2" gutterBottom>
            {t('esimShop.plansFor', { destination: name })}
          </Typography>
          <PlanGrid plans={plans} countryNames={countryNames} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3, maxWidth: '70ch' }}>
            {t('esimShop.delivery')}
          </Typography>
        </>
      ) : (
        <CatalogError onRetry={() => window.location.reload()} />
      )}
    </Container>
  );
}
