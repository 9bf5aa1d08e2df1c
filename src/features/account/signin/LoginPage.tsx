import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { deferredPart } from '@/ui/shell/deferredPart';
import { AuthPage } from './AuthPage';
import { selectSignedIn, type DialogContent } from '../authSlice';
import { useShop } from '@/tenancy/useShop';

/**
 * The form (MUI's inputs, buttons and alert, the sign-in calls) is in the server's HTML but not in
 * the page's first load: it takes typing from the first paint, and its code comes when the customer
 * reaches for it, taking over what was typed (ADR 0016, as the top-up form in ADR 0015).
 */
const LoadedPanel = deferredPart(() => import('./AuthPanel').then((module) => module.AuthPanel), {
  ssr: true,
});

/** The server's login fields, by the ids LoginForm gives them under the page's prefix. */
const adoptTyped = (root: HTMLElement) => {
  const typed = (id: string) => root.querySelector<HTMLInputElement>(`#login-page-${id}`)?.value ?? '';
  return { typed: { userName: typed('user'), password: typed('password') } };
};

/** SPEC §2 /login: the login form in the server's HTML; a signed-in customer goes on (SPEC §2 redirects). */
export function LoginPage() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { tenant } = useShop();
  const signedIn = useAppSelector(selectSignedIn);
  const [content, setContent] = useState<DialogContent>('login');
  useEffect(() => {
    if (!signedIn) return;
    // the account's rules (and the contract's messages with them) only for a customer signed in already
    void import('../rules').then(({ afterLoginPath }) =>
      router.replace(afterLoginPath(tenant, router.query.from)),
    );
  }, [signedIn, tenant, router]);
  return (
    <AuthPage
      titleKey="pages.login"
      heading={t(content === 'login' ? 'auth.loginTitle' : 'auth.registerTitle')}
    >
      <LoadedPanel
        fallback={<Typography aria-busy="true">{t('loading')}</Typography>}
        adopt={adoptTyped}
        wake="interaction"
        idPrefix="login-page"
        content={content}
        onContent={setContent}
        onSignedIn={() => undefined}
      />
    </AuthPage>
  );
}
