import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import type { Cart } from '@/api';
import { useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { shopHref } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';
import { selectLanguage, selectPinned } from '@/tenancy/tenantSlice';
import { CartItemRow } from './CartItemRow';
import { selectCartBusy } from './cartSlice';
import { CartSummary } from './CartSummary';
import { PAYMENT_PATH } from './checkoutPaths';
import type { useCartActions } from './useCartActions';
import { VoucherForm } from './VoucherForm';

export interface CartContentsProps {
  tenant: TenantConfig;
  /** null when the cart could not be loaded */
  cart: Cart | null;
  failed: boolean;
  actions: ReturnType<typeof useCartActions>;
  /** typed into the server's voucher field before this code was in */
  typedVoucher?: string;
}

/** The loaded cart: its items, vouchers and totals and the way on to payment; or why there are none. */
export function CartContents({ tenant, cart, failed, actions, typedVoucher }: CartContentsProps) {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const pinned = useAppSelector(selectPinned);
  const busy = useAppSelector(selectCartBusy);
  const price = (amount: number) => formatPrice(amount, tenant.currency, language, tenant.moneyStyles);
  const detailed = tenant.features.detailedCart;

  if (failed && !cart)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void actions.reload()}>
            {t('cart.retry')}
          </Button>
        }
      >
        {t('cart.loadFailed')}
      </Alert>
    );
  if (!cart || cart.items.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', borderRadius: 3 }}>
        <Typography variant="h6" component="p" gutterBottom>
          {t('cart.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('cart.emptyHint')}
        </Typography>
        <Button component={ShopLink} href={shopHref(tenant.mainPage, pinned)} variant="contained">
          {t('cart.continueShopping')}
        </Button>
      </Paper>
    );
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, borderRadius: 3 }} aria-busy={busy || undefined}>
        <Box
          component="ul"
          aria-labelledby="cart-title"
          sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {cart.items.map((item) => (
            <CartItemRow
              key={item.itemKey}
              item={item}
              detailed={detailed}
              busy={busy}
              language={language}
              price={price}
              onCount={(count) => void actions.setCount(item.itemKey, count)}
              onRemove={() => void actions.remove(item.itemKey)}
            />
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={3}>
          {tenant.topup.allowPromoCodes && (
            <VoucherForm
              vouchers={cart.vouchers}
              typed={typedVoucher}
              busy={busy}
              onApply={actions.applyVoucher}
              onRemove={(code) => void actions.removeVoucher(code)}
            />
          )}
          <CartSummary cart={cart} detailed={detailed} price={price} />
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between' }}
          >
            <Button component={ShopLink} href={shopHref(tenant.mainPage, pinned)}>
              {t('cart.continueShopping')}
            </Button>
            <Button
              component={ShopLink}
              href={shopHref(PAYMENT_PATH, pinned)}
              variant="contained"
              size="large"
            >
              {t('cart.checkout')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
