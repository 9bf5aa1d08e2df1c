import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { deferredPart } from '@/ui/shell/deferredPart';
import { PersonalPageTitle } from '@/ui/shell/PageTitle';
import { LoadingRegion, Placeholder } from '@/ui/shell/Placeholder';
import { selectCart, selectCartHydrated, selectCartStatus } from './cartSlice';
import { useCartActions } from './useCartActions';
import { useShop } from '@/tenancy/useShop';

/**
 * Everything past the placeholder: the server renders the cart its cookie names (ADR 0050), and
 * hydration keeps that HTML until the code is in. Without the cookie the cart lives in the browser
 * (stored name, then the backend): the server and the first client render show the placeholder,
 * and this code is fetched while the cart loads.
 */
export const CartContents = deferredPart(
  () => import('./CartContents').then(({ CartContents }) => CartContents),
  { ssr: true, background: true },
);

const typedVoucher = (root: HTMLElement) => ({
  typedVoucher: root.querySelector<HTMLInputElement>('input[name="voucher"]')?.value ?? '',
});

/** /shop/checkout/cart: the cart's items, vouchers and totals, and the way on to payment. */
export function CartPage() {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  const hydrated = useAppSelector(selectCartHydrated);
  const actions = useCartActions();
  // a cart the server read from the request shows before the stored state is back (ADR 0050)
  const loading = !cart && (!hydrated || (status !== 'ready' && status !== 'failed'));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PersonalPageTitle titleKey="pages.cart" seoKey="cart" />
      <Typography id="cart-title" variant="h4" component="h1" gutterBottom>
        {t('cart.title')}
      </Typography>
      <CartContents
        ready={!loading}
        fallback={
          <LoadingRegion label={t('cart.loading')}>
            <Placeholder height={88} sx={{ mb: 2 }} />
            <Placeholder height={88} />
          </LoadingRegion>
        }
        // a reload (the failed view's retry) retries a failed fetch of this code, too
        retry={status}
        tenant={tenant}
        cart={cart}
        failed={status === 'failed'}
        actions={actions}
        // the server's cart is plain HTML until the customer reaches for it; what was typed into
        // its voucher field meanwhile is kept, and a button pressed then is pressed again
        wake="interaction"
        adopt={typedVoucher}
      />
    </Container>
  );
}
