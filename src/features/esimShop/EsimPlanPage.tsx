import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import type { Product } from '@/api/products';
import { useAddToCart } from '@/features/cart';
import { useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { payableText } from '@/ui/money/payableText';
import { shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { CatalogError } from '@/ui/shell/CatalogError';
import { JsonLd } from '@/ui/shell/JsonLd';
import { PublicPageTitle, usePageUrl } from '@/ui/shell/PublicPageTitle';
import { productThing, shopLogoUrl } from '@/ui/shell/structuredData';
import { planFacts } from './planFacts';
import { useShop } from '@/tenancy/useShop';

export interface EsimPlanPageProps {
  /** the plan, read when the page was pre-rendered; null when it is not for sale (or was not readable) */
  product: Product | null;
  /** the catalogue could not be read: the plan may well be for sale, the page is asked again soon */
  unavailable?: boolean;
  /** names of the countries it covers, in the page's language */
  countryNames: Record<string, string>;
}

/** /shop/esim/<plan>: what the customer gets (data, validity, coverage, delivery), with add to cart. */
export function EsimPlanPage({ product, unavailable = false, countryNames }: EsimPlanPageProps) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const { language } = useShop();
  const pinned = useAppSelector(selectPinned);
  const { submit, submitting } = useAddToCart();
  const { url } = usePageUrl();
  // the finder is on the shop's main page
  const back = shopHref(`${tenant.mainPage}#esim`, pinned);
  const facts = product?.plan && planFacts(product.plan, countryNames, t);
  const rows = facts && [
    [t('esimShop.dataLabel'), facts.data],
    [t('esimShop.validityLabel'), facts.validity],
    [t('esimShop.coverageLabel'), facts.coverage],
  ];
  const price =
    product &&
    payableText(
      t,
      (amount) => formatPrice(amount, product.currency, language, tenant.moneyStyles),
      product.faceValue ?? product.minAmount,
      product.serviceFee,
    );
  const countries = product?.plan?.coverage
    .map((code) => countryNames[code] ?? code)
    .sort(new Intl.Collator(language).compare);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {product && facts && price ? (
        <>
          <PublicPageTitle
            titleKey="esimShop.planTitle"
            seoKey="esimPlan"
            values={{ name: product.name, destination: facts.coverage, ...facts, price }}
            type="product"
            parents={[]}
            crumb={product.name}
          />
          <JsonLd
            id="page"
            things={productThing({
              name: product.name,
              description: product.description,
              brand: product.brandName ?? tenant.providerName,
              url: url(language),
              image: shopLogoUrl(tenant, language),
              products: [product],
            })}
          />
        </>
      ) : (
        <PublicPageTitle titleKey="esimShop.planTitle" />
      )}
      <Button component={ShopLink} href={back} sx={{ mb: 2 }}>
        {t('esimShop.back')}
      </Button>
      {unavailable ? (
        <CatalogError onRetry={() => window.location.reload()} />
      ) : !product || !rows ? (
        <Alert severity="info">{t('esimShop.notForSale')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {product.name}
          </Typography>
          <Typography sx={{ mb: 3 }}>{product.description}</Typography>
          <Typography variant="h5" component="h2" gutterBottom>
            {t('esimShop.whatYouGet')}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
          >
            {rows.map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  {term}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} data-testid="plan-fact">
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {countries && countries.length > 1 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {countries.join(', ')}
            </Typography>
          )}
          <Typography sx={{ mt: 2 }}>{t('esimShop.delivery')}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mt: 3, flexWrap: 'wrap' }}>
            <Typography component="p" variant="h4" data-testid="plan-price">
              {price}
            </Typography>
            <Button
              variant="contained"
              size="large"
              disabled={submitting}
              onClick={() => void submit({ productId: product.productId }, null)}
            >
              {t('esimShop.addToCart')}
            </Button>
          </Box>
        </Paper>
      )}
    </Container>
  );
}
