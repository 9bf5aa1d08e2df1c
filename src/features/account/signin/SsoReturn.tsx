import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { GENERAL_ERROR } from '@/api/generalError';
import { ShopLink } from '@/ui/layout/ShopLink';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { useNotify } from '@/ui/notifications/useNotify';
import { ssoLogin } from './authThunks';
import { internalPath } from '@/tenancy/internalPath';
import { SSO_LINK_EXPIRED, ssoFailureMessage } from '../rules';
import { useShop } from '@/tenancy/useShop';

/**
 * SPEC §2 single sign-on: the tenant's portal sends the customer back here with their phone number
 * (`msisdn`), where they were going (`redirect`) and the one-time `state` the shop gave the portal;
 * ssoAuthenticate signs them in, and they go on to the redirect or the main page.
 */
export function SsoReturn() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notify = useNotify();
  const { tenant } = useShop();
  const [answered, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const { msisdn, redirect, state } = router.query;
  // a link the shop did not send to the portal carries no state: opening it signs nobody in
  const stateless = router.isReady && typeof msisdn === 'string' && typeof state !== 'string';
  const failure = answered ?? (stateless ? SSO_LINK_EXPIRED : null);
  useEffect(() => {
    if (!router.isReady || started.current || typeof msisdn !== 'string') return;
    if (typeof state !== 'string') return;
    started.current = true;
    const target = internalPath(redirect) ?? undefined;
    void dispatch(ssoLogin({ msisdn, redirect: target, state })).then((result) => {
      if (ssoLogin.fulfilled.match(result)) {
        notify.success('successfulAuthentication');
        void router.replace(internalPath(result.payload) ?? target ?? tenant.mainPage);
      } else setFailure(ssoFailureMessage(result.payload));
    });
  }, [router, tenant, msisdn, redirect, state, dispatch, notify]);
  // without a phone number the portal sent nobody to sign in
  return failure || (router.isReady && typeof msisdn !== 'string') ? (
    <Stack spacing={2}>
      <Alert severity="error">{t(failure ?? GENERAL_ERROR)}</Alert>
      <Button component={ShopLink} href={tenant.mainPage ?? '/'} variant="outlined">
        {t('auth.backToShop')}
      </Button>
    </Stack>
  ) : (
    <CircularProgress aria-label={t('auth.signingIn')} />
  );
}
