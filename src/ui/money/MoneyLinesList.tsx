import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { Fragment } from 'react';
import { moneyLines, type MoneyLine, type MoneySummary } from '@/api/moneyLines';

const totalStyle = {
  fontWeight: 700,
  fontSize: '1.15rem',
  borderTop: 1,
  borderColor: 'divider',
  pt: 1,
} as const;
/** what the total holds reads as part of it, not as more lines to add */
const insideStyle = { color: 'text.secondary', fontSize: '0.875rem', pl: 2 } as const;

const isInside = (line: MoneyLine) => line.key === 'net' || line.key === 'vat';

const testIdOf = (prefix: string, line: MoneyLine) =>
  line.key === 'vat' && line.rate !== null ? `${prefix}-vat-${line.rate}` : `${prefix}-${line.key}`;

/**
 * The totals block of every page that shows what a customer pays (SPEC §5: 2 decimals in the
 * shop's currency), drawn from the one money model so the cart, payment, result and receipt agree.
 */
export function MoneyLinesList({
  summary,
  detailed,
  price,
  testIdPrefix,
}: {
  summary: MoneySummary;
  detailed: boolean;
  price: (amount: number) => string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('common');
  const label = (line: MoneyLine) =>
    line.key === 'vat'
      ? line.rate === null
        ? t('money.vatIncluded')
        : t('money.vatRate', { rate: line.rate })
      : t(`money.${line.key}`);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, m: 0 }}>
      {moneyLines(summary, detailed).map((line) => {
        const style = line.key === 'total' ? totalStyle : isInside(line) ? insideStyle : {};
        return (
          <Fragment key={testIdOf(testIdPrefix, line)}>
            <Typography component="dt" sx={{ color: 'text.secondary', ...style }}>
              {label(line)}
            </Typography>
            <Typography
              component="dd"
              data-testid={testIdOf(testIdPrefix, line)}
              sx={{ m: 0, pl: 2, textAlign: 'right', ...style }}
            >
              {price(line.amount)}
            </Typography>
          </Fragment>
        );
      })}
    </Box>
  );
}
