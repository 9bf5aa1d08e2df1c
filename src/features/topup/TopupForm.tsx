import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'next-i18next/pages';
import type { Product } from '@/api';
import { useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { deferredPart } from '@/ui/shell/deferredPart';

export interface TopupFormProps {
  brandId: string;
  products: Product[];
  loading?: boolean;
}

/**
 * The form proper (fields, validation, cart calls, MUI's radios and inputs) first renders when the
 * brand's products have arrived from the catalogue; until then its placeholder stands in for it.
 */
export const LoadedForm = deferredPart(() => import('./LoadedForm').then((module) => module.LoadedForm));

/** The top-up form of one brand: phone number, amount and the kinds the shop offers (SPEC §3, §4). */
export function TopupForm({ brandId, products, loading }: TopupFormProps) {
  const tenant = useAppSelector(selectTenant);
  if (!tenant) return null;
  // a new product list (another brand) starts a fresh form
  const key = `${brandId}:${products.map((p) => p.productId).join(',')}`;
  return (
    <LoadedForm
      key={key}
      ready={!loading}
      fallback={<FormSkeleton />}
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
