import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import type { Product } from '@/api';
import { useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { payableText } from '@/ui/money/payableText';
import { selectPinned } from '@/tenancy/tenantSlice';
import { isBuyable, statusTone } from './productStatus';
import { productHref } from './productHref';
import { useShop } from '@/tenancy/useShop';

/** One product with its price and status; products that cannot be bought are marked and disabled. */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const { language } = useShop();
  const pinned = useAppSelector(selectPinned);
  const price = (amount: number) => formatPrice(amount, product.currency, language, tenant.moneyStyles);
  const buyable = isBuyable(product.status);
  const href = buyable ? productHref(product, tenant, pinned) : null;
  const titleId = `product-${product.productId}`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="product-card"
      data-status={product.status}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: 2, gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {product.name}
        </Typography>
        {/* a product on sale the shop's form does not sell (a code where it sells none) says so */}
        {buyable && !href ? (
          <Chip size="small" label={t('catalog.notSoldHere')} />
        ) : (
          <Chip
            size="small"
            color={statusTone(product.status)}
            label={t(`catalog.status.${product.status}`)}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(`catalog.objectTypes.${product.objectType}`)} · {product.description}
      </Typography>
      <Typography component="p" variant="h6" sx={{ mt: 'auto' }}>
        {product.faceValue !== null
          ? price(product.faceValue)
          : t('catalog.amountRange', { min: price(product.minAmount), max: price(product.maxAmount) })}
      </Typography>
      {/* what the customer pays, the fee included (a free amount: from its minimum) */}
      {product.serviceFee > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="product-payable">
          {payableText(t, price, product.faceValue ?? product.minAmount, product.serviceFee)}
        </Typography>
      )}
      {href ? (
        <Button
          component={ShopLink}
          href={href}
          variant="contained"
          aria-label={t('catalog.chooseProduct', { product: product.name })}
        >
          {t('catalog.choose')}
        </Button>
      ) : (
        <Button variant="outlined" disabled>
          {t('catalog.unavailable')}
        </Button>
      )}
    </Card>
  );
}
