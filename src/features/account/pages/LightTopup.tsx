import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { GENERAL_ERROR } from '@/api/generalError';
import { ShopLink } from '@/ui/layout/ShopLink';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { AutoTopup } from '@/api/autoTopup';
import { queryNotRegistered } from '@/api/client';
import { useAddToCart } from '@/features/cart';
import { formatPrice } from '@/tenancy/money';
import { AutoTopupCard } from './AutoTopupCard';
import { accountFailure, lowBalanceMode } from '../rules';
import { useShop } from '@/tenancy/useShop';

type Found = { rows: AutoTopup[] } | { messageKey: string };

/**
 * Where a guest's light low-balance notification leads (SPEC §7 notRegistered with the link's
 * hash and notification code): what is registered for the number, its SPEC §4 type, and a top-up
 * of the registered amount that carries the notification (cart item autoTopupLightNotificationId).
 */
export function LightTopup() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { ctx } = useShop();
  const { tenant } = useShop();
  const { language } = useShop();
  const { submit, submitting } = useAddToCart();
  const [found, setFound] = useState<Found | null>(null);
  const { hash, notificationCode } = router.query;
  const linked = typeof hash === 'string' && typeof notificationCode === 'string';
  useEffect(() => {
    if (!linked) return;
    let active = true;
    queryNotRegistered(ctx, { hash, notificationCode }).then(
      ({ rows }) => active && setFound({ rows }),
      (error: unknown) =>
        active &&
        setFound({
          messageKey: accountFailure(error, 'autoTopupLight', false).messageKey ?? GENERAL_ERROR,
        }),
    );
    return () => {
      active = false;
    };
  }, [ctx, linked, hash, notificationCode]);

  const content = () => {
    if (!router.isReady) return null;
    if (!linked) return <Alert severity="error">{t('account.lightTopup.missingLink')}</Alert>;
    if (!found) return <CircularProgress aria-label={t('loading')} />;
    if ('messageKey' in found) return <Alert severity="error">{t(found.messageKey)}</Alert>;
    return (
      <Stack spacing={2}>
        <Typography>{t('account.lightTopup.intro')}</Typography>
        <Typography color="text.secondary">
          {t(`account.lowBalanceType.${lowBalanceMode(found.rows)}`)}
        </Typography>
        {found.rows.map((row) => {
          const { productId, amount, msisdn } = row;
          return (
            <AutoTopupCard key={row.autoTopupId} row={row}>
              {productId && amount !== undefined && msisdn && (
                <Button
                  variant="contained"
                  sx={{ mt: 2 }}
                  disabled={submitting}
                  onClick={() =>
                    void submit(
                      {
                        productId,
                        amount,
                        phoneNumber: msisdn,
                        autoTopupLightNotificationId: notificationCode,
                      },
                      null,
                    )
                  }
                >
                  {t('account.lightTopup.topUpNow', {
                    amount: formatPrice(amount, tenant.currency, language, tenant.moneyStyles),
                  })}
                </Button>
              )}
            </AutoTopupCard>
          );
        })}
      </Stack>
    );
  };

  return (
    <>
      {content()}
      <Button component={ShopLink} href={tenant.mainPage ?? '/'} sx={{ mt: 3 }}>
        {t('auth.backToShop')}
      </Button>
    </>
  );
}
