import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import type { Product } from '@/api/products';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { heroBand } from '@/tenancy/theme';
import { DestinationSearch } from './DestinationSearch';
import { esimDestinationsOf } from './destinations';
import { PlanGrid } from './PlanCard';
import { useChosenDestination } from './useChosenDestination';

export interface EsimFinderProps {
  /** the shop's products; the eSIM plans among them are searched */
  products: readonly Product[];
  /** country names in the page's language */
  countryNames: Record<string, string>;
  /** the page's lead (an eSIM shop's main page: level-1 heading on the brand colour), else a section */
  lead?: boolean;
  /** what was typed into the server's destination field before this code arrived */
  typed?: string;
}

/** "Where are you travelling?": the destination search, then the plans of the destination chosen. */
export function EsimFinder({ products, countryNames, lead = false, typed }: EsimFinderProps) {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const destinations = useMemo(
    () => esimDestinationsOf(products, countryNames, language),
    [products, countryNames, language],
  );
  const [chosenId, choose] = useChosenDestination();
  const chosen = destinations.find((entry) => entry.id === chosenId) ?? null;
  if (!destinations.length) return null;
  // as the lead it is the page's hero, named like every shop's hero
  const titleId = lead ? 'hero-title' : 'esim-title';
  return (
    <Box component="section" id="esim" aria-labelledby={titleId} sx={lead ? heroBand : undefined}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: lead ? 8 : 6 } }}>
        <Typography
          id={titleId}
          component={lead ? 'h1' : 'h2'}
          variant={lead ? 'h3' : 'h5'}
          sx={lead ? { fontSize: { xs: '2rem', md: '3rem' } } : undefined}
          gutterBottom
        >
          {t('esimShop.title')}
        </Typography>
        <Typography variant={lead ? 'h6' : 'body1'} component="p" sx={{ mb: 3, fontWeight: 400 }}>
          {t('esimShop.lead')}
        </Typography>
        <DestinationSearch
          destinations={destinations}
          chosen={chosen}
          onChoose={(entry) => choose(entry.id)}
          typed={typed}
        />
      </Container>
      {chosen && (
        <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
          <Container maxWidth="lg" sx={{ py: 4 }} component="section" aria-labelledby="esim-plans-title">
            <Typography id="esim-plans-title" component={lead ? 'h2' : 'h3'} variant="h5" gutterBottom>
              {t('esimShop.plansFor', { destination: chosen.name })}
            </Typography>
            <PlanGrid plans={chosen.plans} countryNames={countryNames} />
          </Container>
        </Box>
      )}
    </Box>
  );
}
