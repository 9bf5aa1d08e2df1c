import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { selectPinned } from '@/tenancy/tenantSlice';
import { shopHref } from '@/tenancy/routes';
import { heroBand } from '@/tenancy/theme';
import { useShop } from '@/tenancy/useShop';

export interface TopupHeroProps {
  /** the brand the page tops up; absent on the home of a multi-brand shop */
  brandName?: string;
  topupHref: string;
  /** quick picks from the catalogue; null while it loads; absent: `children` instead */
  amounts?: number[] | null;
  children?: ReactNode;
}

/** The top of a shop's main or brand page: who the shop is, and the brand's amounts. */
export function TopupHero({ brandName, topupHref, amounts, children }: TopupHeroProps) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const { language } = useShop();
  const pinned = useAppSelector(selectPinned);
  return (
    <Box component="section" aria-labelledby="hero-title" sx={heroBand}>
      {/* compact on a phone: what the shop sells (its brands, the form) starts in the first screen */}
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 8 } }}>
        <Typography
          id="hero-title"
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '2rem', md: '3rem' } }}
          gutterBottom
        >
          {brandName ? t('hero.title', { brand: brandName }) : t('hero.shopTitle')}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ mb: { xs: 2, md: 3 }, fontWeight: 400, fontSize: { xs: '1.05rem', md: '1.25rem' } }}
        >
          {t('hero.subtitle')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, minHeight: 42 }}>
          {amounts === null &&
            Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} variant="rounded" width={96} height={42} aria-hidden />
            ))}
          {amounts?.map((amount) => (
            <Button
              key={amount}
              component={ShopLink}
              href={shopHref(`${topupHref}?amount=${amount}#topup`, pinned)}
              variant="contained"
              color="heroAction"
              size="large"
              data-testid="quick-amount"
            >
              {formatPrice(amount, tenant.currency, language, tenant.moneyStyles)}
            </Button>
          ))}
          {children}
        </Box>
      </Container>
    </Box>
  );
}
