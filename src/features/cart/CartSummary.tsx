import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { Fragment } from 'react';
import type { Cart } from '@/api';
import { summaryLines } from './cartFormat';

const totalStyle = {
  fontWeight: 700,
  fontSize: '1.15rem',
  borderTop: 1,
  borderColor: 'divider',
  pt: 1,
} as const;

/** The totals, with 2 decimals in the shop's currency and the page's language (SPEC §5). */
export function CartSummary({
  cart,
  detailed,
  price,
}: {
  cart: Cart;
  detailed: boolean;
  price: (amount: number) => string;
}) {
  const { t } = useTranslation('common');
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, m: 0 }}>
      {summaryLines(cart, detailed).map((line) => (
        <Fragment key={line.key}>
          <Typography component="dt" sx={line.key === 'total' ? totalStyle : { color: 'text.secondary' }}>
            {t(`cart.summary.${line.key}`)}
          </Typography>
          <Typography
            component="dd"
            data-testid={`cart-${line.key}`}
            sx={{ m: 0, pl: 2, textAlign: 'right', ...(line.key === 'total' ? totalStyle : {}) }}
          >
            {price(line.amount)}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
