import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId, useMemo, useState } from 'react';
// The lazy client, not '@/api': the index would bring zod and every call's schemas into the first load.
import { searchProducts } from '@/api/client';
import { GENERAL_ERROR } from '@/api/generalError';
import type { Order } from '@/api/orders';
import type { Product } from '@/api/products';
import { PRODUCT_PAGE_MAX } from '@/config/constants';
import { useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { useShop } from '@/tenancy/useShop';
import { ShopLink } from '@/ui/layout/ShopLink';
import { useNotify } from '@/ui/notifications/useNotify';
import { AUTO_TOPUPS_PATH } from './checkoutPaths';
import { repeatPlan, repeatSummary, type RepeatPlan } from './repeatOrder';
import { useAddToCart } from './useAddToCart';

export interface RepeatOrderProps {
  items: Order['items'];
  /** names the order the button buys again, for a screen reader among many orders */
  orderNumber: string;
  variant?: 'contained' | 'outlined';
}

/**
 * "Top up again": the order's items back into the cart, then payment, through the add to cart of
 * the top-up forms. Each item is checked against what is sold now (its operator's products); an item no
 * longer sold is said, with the nearest amount offered to take instead. An automatic top-up is
 * bought again once, and the button says so before it is pressed.
 */
export function RepeatOrder({ items, orderNumber, variant = 'outlined' }: RepeatOrderProps) {
  const { t } = useTranslation('common');
  const { tenant, language, ctx } = useShop();
  const pinned = useAppSelector(selectPinned);
  const notify = useNotify();
  const { submit, submitting } = useAddToCart();
  const summary = useMemo(() => repeatSummary(items), [items]);
  const [reading, setReading] = useState(false);
  const [plan, setPlan] = useState<RepeatPlan | null>(null);
  const noticeId = useId();
  if (!summary.repeatable) return null;
  const price = (amount: number) => formatPrice(amount, tenant.currency, language, tenant.moneyStyles);
  const busy = reading || submitting;

  const repeat = async () => {
    setReading(true);
    let products: Product[];
    try {
      // every operator of the order, as its brand page lists them
      const brands = [...new Set(items.map((item) => item.brand.brandId))];
      const pages = await Promise.all(
        brands.map((brandId) =>
          searchProducts(ctx, { filters: { brandId }, lang: language, size: PRODUCT_PAGE_MAX }),
        ),
      );
      products = pages.flatMap((page) => page.items);
    } catch {
      setReading(false);
      notify.error(GENERAL_ERROR);
      return;
    }
    const next = repeatPlan(items, products, tenant.voucherDeliveryOptions[0]);
    setReading(false);
    if (next.asBought) await submit(next.entries, null, { to: 'payment' });
    else setPlan(next);
  };

  const nearest = plan?.lines.filter((line) => line.outcome === 'nearest') ?? [];
  return (
    <Box data-noprint sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Button
        variant={variant}
        disabled={busy}
        onClick={() => void repeat()}
        aria-label={t('repeatOrder.labelOf', { number: orderNumber })}
        aria-describedby={summary.oneOff ? noticeId : undefined}
      >
        {t('repeatOrder.action')}
      </Button>
      {summary.oneOff && (
        <Typography id={noticeId} variant="body2" color="text.secondary" data-testid="repeat-one-off">
          {t('repeatOrder.oneOff')}{' '}
          <Link component={ShopLink} href={shopHref(AUTO_TOPUPS_PATH, pinned)}>
            {t('repeatOrder.manageAutomatic')}
          </Link>
        </Typography>
      )}
      {plan && (
        <Alert severity="warning" role="status" sx={{ width: '100%' }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {plan.lines.flatMap((line) =>
              line.outcome === 'nearest' || line.outcome === 'unavailable' ? (
                <li key={line.itemId}>
                  {t(`repeatOrder.${line.outcome}`, {
                    product: line.productName,
                    amount: price(line.amount),
                    nearest: line.nearest ? price(line.nearest.amount) : '',
                  })}
                </li>
              ) : (
                []
              ),
            )}
          </Box>
          {plan.entries.length > 0 && (
            <Button
              variant="contained"
              size="small"
              disabled={busy}
              onClick={() => void submit(plan.entries, null, { to: 'payment' })}
              sx={{ mt: 1 }}
            >
              {nearest.length === 1
                ? t('repeatOrder.takeNearest', { amount: price(nearest[0]!.nearest!.amount) })
                : t('repeatOrder.takeOffered')}
            </Button>
          )}
        </Alert>
      )}
    </Box>
  );
}
