import Box from '@mui/material/Box';
import { lineAmount } from '@/api/moneyLines';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { memo, type ComponentProps } from 'react';
import { CartSummary } from '@/features/cart';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';

/** What is being paid for: each item with its phone number, then the cart's totals. */
export const CheckoutSummary = memo(function CheckoutSummary({
  cart,
  detailed,
  price,
}: ComponentProps<typeof CartSummary>) {
  const { t } = useTranslation('common');
  const written = useWrittenPhone(cart.items.some((item) => item.phoneNumber));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="checkout-summary-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="checkout-summary-title" variant="h6" component="h2" gutterBottom>
        {t('checkout.summary')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {cart.items.map((item) => (
          <Box
            component="li"
            key={item.itemKey}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <span>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {item.quantity > 1 ? `${item.quantity} × ${item.productName}` : item.productName}
              </Typography>
              {item.phoneNumber && (
                <Typography component="span" variant="body2" color="text.secondary" dir="ltr">
                  {written(item.phoneNumber)}
                </Typography>
              )}
            </span>
            <Typography component="span">{price(lineAmount(item))}</Typography>
          </Box>
        ))}
      </Box>
      <CartSummary cart={cart} detailed={detailed} price={price} />
    </Paper>
  );
});
