import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import type { Product } from '@/api/products';
import { useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { payableText } from '@/ui/money/payableText';
import { esimPlanPath, shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { useShop } from '@/tenancy/useShop';
import { planFacts } from './planFacts';

/** One plan of a destination: data, validity, coverage, what it costs (a fee included), and the way to its page. */
export function PlanCard({
  product,
  countryNames,
}: {
  product: Product;
  countryNames: Record<string, string>;
}) {
  const { t } = useTranslation('common');
  const { tenant, language } = useShop();
  const pinned = useAppSelector(selectPinned);
  if (!product.plan) return null;
  const facts = planFacts(product.plan, countryNames, t);
  const titleId = `plan-${product.productId}`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="esim-plan"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, height: '100%' }}
    >
      <Typography id={titleId} component="h3" variant="h6">
        {facts.data}
      </Typography>
      <Typography color="text.secondary">{facts.validity}</Typography>
      <Typography color="text.secondary">{facts.coverage}</Typography>
      <Typography component="p" variant="h6" sx={{ mt: 'auto', pt: 1 }}>
        {payableText(
          t,
          (amount) => formatPrice(amount, product.currency, language, tenant.moneyStyles),
          product.faceValue ?? product.minAmount,
          product.serviceFee,
        )}
      </Typography>
      <Button
        component={ShopLink}
        href={shopHref(esimPlanPath(product.productId), pinned)}
        variant="contained"
        aria-label={t('esimShop.seePlan', { plan: product.name })}
      >
        {t('esimShop.choosePlan')}
      </Button>
    </Card>
  );
}

/** A destination's plans as cards, four to a row on a wide screen. */
export function PlanGrid({
  plans,
  countryNames,
}: {
  plans: readonly Product[];
  countryNames: Record<string, string>;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {plans.map((plan) => (
        <PlanCard key={plan.productId} product={plan} countryNames={countryNames} />
      ))}
    </Box>
  );
}
