import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { deferredPart } from '@/ui/shell/deferredPart';
import { AuthPage } from '../signin/AuthPage';

/**
 * What the link names is known only in the browser (its query), so the part's code (the call, the
 * cards, the cart's add) comes after hydration, not before it; the server's HTML keeps the way
 * back to the shop (ADR 0016).
 */
const LightTopup = deferredPart(() => import('./LightTopup').then((module) => module.LightTopup), {
  ssr: true,
});

/** SPEC §2 /auto-topup-light: where a guest's light low-balance notification leads. */
export function LightTopupPage() {
  const { t } = useTranslation('common');
  return (
    <AuthPage titleKey="pages.lightTopup" heading={t('account.lightTopup.title')} width="sm">
      <LightTopup fallback={<Typography aria-busy="true">{t('loading')}</Typography>} />
    </AuthPage>
  );
}
