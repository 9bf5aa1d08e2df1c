import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import type { Product } from '@/api/products';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { listText } from '@/ui/shell/metaText';
import { PublicPageTitle } from '@/ui/shell/PublicPageTitle';
import { InternationalFormEntry } from './InternationalFormPart';
import { destinationsOf } from './offers';

export interface InternationalPageProps {
  /** the shop's international offers, read when the page was pre-rendered (null: not readable then) */
  products: Product[] | null;
  /** destination country names in the page's language */
  countryNames: Record<string, string>;
}

/** How many destinations the page's title and description name. */
const TITLE_COUNTRIES = 3;

/** /shop/international: top up a phone abroad, paid in the shop's currency. */
export function InternationalPage({ products, countryNames }: InternationalPageProps) {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const destinations = useMemo(
    () => destinationsOf(products ?? [], countryNames, language),
    [products, countryNames, language],
  );
  const destinationNames = destinations.map((destination) => destination.name);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PublicPageTitle
        titleKey="international.title"
        seoKey="international"
        values={{ countries: listText(destinationNames, TITLE_COUNTRIES) }}
        parents={[]}
        crumb={t('international.title')}
      />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('international.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('international.lead')}</Typography>
      {destinations.length ? (
        <InternationalFormEntry destinations={destinations} />
      ) : (
        <Alert severity="info">{t('international.noOffers')}</Alert>
      )}
    </Container>
  );
}
