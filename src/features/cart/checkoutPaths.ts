import type { TenantConfig } from '@/tenancy/schema';

export const CART_PATH = '/shop/checkout/cart';
export const PAYMENT_PATH = '/shop/checkout/payment';

/** SPEC §2: after add to cart go to the cart, or to payment when the tenant skips or has no cart page. */
export const checkoutPathFor = (tenant: Pick<TenantConfig, 'features'>): string =>
  tenant.features.cartPageAvailable && !tenant.features.skipCartPageAtCheckout ? CART_PATH : PAYMENT_PATH;
