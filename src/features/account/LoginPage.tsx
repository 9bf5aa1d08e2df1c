import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { AuthPage } from './AuthPage';
import { AuthPanel } from './AuthPanel';
import { selectSignedIn, type DialogContent } from './authSlice';
import { afterLoginPath } from './rules';

/** SPEC §2 /login: the login form in the server's HTML; a signed-in customer goes on (SPEC §2 redirects). */
export function LoginPage() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const tenant = useAppSelector(selectTenant);
  const signedIn = useAppSelector(selectSignedIn);
  const [content, setContent] = useState<DialogContent>('login');
  useEffect(() => {
    if (signedIn && tenant) void router.replace(afterLoginPath(tenant, router.query.from));
  }, [signedIn, tenant, router]);
  return (
    <AuthPage
      titleKey="pages.login"
      heading={t(content === 'login' ? 'auth.loginTitle' : 'auth.registerTitle')}
    >
      <AuthPanel
        idPrefix="login-page"
        content={content}
        onContent={setContent}
        onSignedIn={() => undefined}
      />
    </AuthPage>
  );
}
