import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { deferredPart, useWakeOnQuery } from '@/ui/shell/deferredPart';
import { typedValues, type TopupFormProps } from './formModel';

/**
 * The form proper (fields, validation, cart calls, MUI's radios and inputs) renders once the
 * brand's products are known: on the server when the page came with them, else when the browser
 * has loaded them. Its code is not in the page's first load: the server's form shows and takes
 * typing until the code is in, then the form takes over with what was typed (ADR 0008). The code
 * comes when the customer reaches for the form, or at once for a link that prefills it (ADR 15).
 */
export const LoadedForm = deferredPart(() => import('./LoadedForm').then((module) => module.LoadedForm), {
  ssr: true,
});

/** The query keys of a link that fills the form in (LoadedForm's prefill). */
const PREFILL_KEYS = ['msisdn', 'amount'];

const adoptTyped = (root: HTMLElement) => {
  const form = root.querySelector('form');
  return form ? { typed: typedValues(form) } : {};
};

/** The top-up form of one brand: phone number, amount and the kinds the shop offers (SPEC §3, §4). */
export function TopupForm({ brandId, products, loading }: TopupFormProps) {
  const tenant = useAppSelector(selectTenant);
  const wake = useWakeOnQuery(PREFILL_KEYS);
  if (!tenant) return null;
  if (loading) return <FormSkeleton />;
  // a new product list (another brand) starts a fresh form
  const key = `${brandId}:${products.map((p) => p.productId).join(',')}`;
  return (
    <LoadedForm
      key={key}
      fallback={<FormSkeleton />}
      adopt={adoptTyped}
      wake={wake}
      tenant={tenant}
      brandId={brandId}
      products={products}
    />
  );
}

function FormSkeleton() {
  const { t } = useTranslation('common');
  return (
    // role="status": a plain div may not carry aria-label (axe aria-prohibited-attr)
    <Paper
      role="status"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-busy="true"
      aria-label={t('topup.loading')}
    >
      <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={48} width={200} />
    </Paper>
  );
}
