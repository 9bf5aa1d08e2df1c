import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { selectLanguage, selectPinned, selectTenant } from '@/tenancy/tenantSlice';
import { shopHref } from '@/tenancy/routes';

/** Popular face values shown as quick picks until the catalogue supplies the brand's own. */
const quickAmounts = [5, 15, 25, 50];

/** The top of a shop's main or brand page: who the shop is, and amounts in its currency. */
export function TopupHero({ brandName, topupHref }: { brandName: string; topupHref: string }) {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const language = useAppSelector(selectLanguage);
  const pinned = useAppSelector(selectPinned);
  if (!tenant) return null;
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography
          id="hero-title"
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '2rem', md: '3rem' } }}
          gutterBottom
        >
          {t('hero.title', { brand: brandName })}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mb: 3, fontWeight: 400 }}>
          {t('hero.subtitle')}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          {quickAmounts.map((amount) => (
            <Button
              key={amount}
              component={Link}
              href={shopHref(`${topupHref}?amount=${amount}`, pinned)}
              variant="contained"
              color="secondary"
              size="large"
              data-testid="quick-amount"
            >
              {formatPrice(amount, tenant.currency, language)}
            </Button>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
