import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { shopHref } from '@/tenancy/routes';
import { selectLanguage, selectPinned, selectTenant } from '@/tenancy/tenantSlice';
import { PageTitle } from '@/ui/shell/PageTitle';
import { CartItemRow } from './CartItemRow';
import { selectCart, selectCartBusy, selectCartHydrated, selectCartStatus } from './cartSlice';
import { CartSummary } from './CartSummary';
import { PAYMENT_PATH } from './checkoutPaths';
import { useCartActions } from './useCartActions';
import { VoucherForm } from './VoucherForm';

/** /shop/checkout/cart: the cart's items, vouchers and totals, and the way on to payment. */
export function CartPage() {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const language = useAppSelector(selectLanguage);
  const pinned = useAppSelector(selectPinned);
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  const busy = useAppSelector(selectCartBusy);
  const hydrated = useAppSelector(selectCartHydrated);
  const actions = useCartActions();
  if (!tenant) return null;
  const price = (amount: number) => formatPrice(amount, tenant.currency, language);
  const detailed = tenant.features.detailedCart;
  const loading = !hydrated || (status !== 'ready' && status !== 'failed' && !cart);

  let content;
  if (loading) {
    content = (
      <Box aria-busy="true" aria-label={t('cart.loading')}>
        <Skeleton variant="rounded" height={88} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={88} />
      </Box>
    );
  } else if (status === 'failed' && !cart) {
    content = (
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
  } else if (!cart || cart.items.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', borderRadius: 3 }}>
        <Typography variant="h6" component="p" gutterBottom>
          {t('cart.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('cart.emptyHint')}
        </Typography>
        <Button component={Link} href={shopHref(tenant.mainPage, pinned)} variant="contained">
          {t('cart.continueShopping')}
        </Button>
      </Paper>
    );
  } else {
    content = (
      <Stack spacing={3}>
        <Paper
          variant="outlined"
          sx={{ px: { xs: 2, sm: 3 }, borderRadius: 3 }}
          aria-busy={busy || undefined}
        >
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
            <VoucherForm
              vouchers={cart.vouchers}
              busy={busy}
              onApply={actions.applyVoucher}
              onRemove={(code) => void actions.removeVoucher(code)}
            />
            <CartSummary cart={cart} detailed={detailed} price={price} />
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between' }}
            >
              <Button component={Link} href={shopHref(tenant.mainPage, pinned)}>
                {t('cart.continueShopping')}
              </Button>
              <Button component={Link} href={shopHref(PAYMENT_PATH, pinned)} variant="contained" size="large">
                {t('cart.checkout')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle titleKey="pages.cart" seoKey="cart" />
      <Typography id="cart-title" variant="h4" component="h1" gutterBottom>
        {t('cart.title')}
      </Typography>
      {content}
    </Container>
  );
}
