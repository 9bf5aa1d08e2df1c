import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type ComponentType } from 'react';
import type { Product } from '@/api';
import { useAppSelector } from '@/store/hooks';
import type { TenantConfig } from '@/tenancy/schema';
import { selectTenant } from '@/tenancy/tenantSlice';

export interface TopupFormProps {
  brandId: string;
  products: Product[];
  loading?: boolean;
}

type Form = ComponentType<Omit<TopupFormProps, 'loading'> & { tenant: TenantConfig }>;

let loadedForm: Form | null = null;
let formImport: Promise<Form> | null = null;

/**
 * The form (its fields, validation, cart calls and MUI's inputs) first renders when the brand's
 * products have arrived from the catalogue, which the browser fetches after hydration: until then
 * the server's HTML and the browser show the same placeholder. So its code is fetched alongside the
 * catalogue instead of before hydration, where it was about a third of the brand page's JavaScript.
 */
export function loadTopupForm(): Promise<Form> {
  formImport ??= import('./LoadedForm').then(({ LoadedForm }) => (loadedForm = LoadedForm));
  // a failed fetch (offline) is retried when the products arrive again (the catalogue's retry)
  formImport.catch(() => (formImport = null));
  return formImport;
}

/** The top-up form of one brand: phone number, amount and the kinds the shop offers (SPEC §3, §4). */
export function TopupForm({ brandId, products, loading }: TopupFormProps) {
  const tenant = useAppSelector(selectTenant);
  const [LoadedForm, setLoadedForm] = useState(() => loadedForm);
  useEffect(() => {
    if (LoadedForm) return;
    let active = true;
    loadTopupForm().then(
      (form) => active && setLoadedForm(() => form),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [LoadedForm, products]);
  if (!tenant) return null;
  if (loading || !LoadedForm) return <FormSkeleton />;
  // a new product list (another brand) starts a fresh form
  const key = `${brandId}:${products.map((p) => p.productId).join(',')}`;
  return <LoadedForm key={key} tenant={tenant} brandId={brandId} products={products} />;
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
