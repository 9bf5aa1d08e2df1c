import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { selectSignedIn } from '@/features/account';
import { useAppSelector } from '@/store/hooks';
import { remembersNumbers, subscribeRemembered } from '@/ui/fields/rememberedNumbers';
import { deferredPart, useWakeOnQuery } from '@/ui/shell/deferredPart';
import { records } from '@/ui/shell/keptRecords';
import type { TopupFormProps } from './formModel';
import { FORM_KEY, PREFILL_KEYS, prefilledNames, prefillKey, typedValues } from './prefill';
import { useShop } from '@/tenancy/useShop';

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

/** The server, and hydration after it, know nothing of the browser's remembered numbers. */
const noNumbers = () => false;

/** The names of the fields the customer changed in the server's form, as the kept-typing script noted. */
const changedNames = () => Object.keys(records()?.[FORM_KEY]?.values ?? {});

/**
 * A link fills the form in (LoadedForm's prefill) whenever the page's query changes: a new query
 * forgets what the customer changed in the server's form before it, so the form, whenever its code
 * comes, shows the query's choice and only what the customer changed after it. The query the page
 * was opened with came before anything was typed.
 */
function useQueryOverTyped(key: string | null) {
  const seen = useRef<string | null>(null);
  // before the paint: the form's code may arrive with the next task
  useLayoutEffect(() => {
    if (key === null) return;
    const noted = records()?.[FORM_KEY]?.values;
    if (noted && seen.current !== null && seen.current !== key)
      for (const name of Object.keys(noted)) delete noted[name];
    seen.current = key;
  }, [key]);
}

/** The top-up form of one brand: phone number, amount and the kinds the shop offers (SPEC §3, §4). */
export function TopupForm({ brandId, products, loading }: TopupFormProps) {
  const { tenant } = useShop();
  const { isReady, query } = useRouter();
  // a customer the form knows numbers of sees them on arrival: only the form's code can offer them
  const knowsNumbers = useSyncExternalStore(subscribeRemembered, remembersNumbers, noNumbers);
  const signedIn = useAppSelector(selectSignedIn);
  const wake = useWakeOnQuery(PREFILL_KEYS, knowsNumbers || signedIn ? 'load' : 'interaction');
  // a static page learns its query after hydration: the form comes only once it is known, so what
  // it shows first is the query's choice, whatever woke it and whenever its code arrived
  useQueryOverTyped(isReady ? prefillKey(query) : null);
  const filled = prefilledNames(query).join(' ');
  const adopt = useCallback(
    (root: HTMLElement) => {
      const form = root.querySelector('form');
      return form ? { typed: typedValues(form, filled.split(' '), changedNames()) } : {};
    },
    [filled],
  );
  if (loading) return <FormSkeleton />;
  // a new product list (another brand) starts a fresh form
  const key = `${brandId}:${products.map((p) => p.productId).join(',')}`;
  return (
    <LoadedForm
      key={key}
      fallback={<FormSkeleton />}
      active={isReady}
      adopt={adopt}
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
