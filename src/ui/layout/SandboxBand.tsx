import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';

const BAND_TEXT_ID = 'sandbox-band';

/**
 * With SANDBOX=true (a public test shop, ADR 0021), the band above every page that says no payment
 * is real. `_app` renders it when SANDBOX_BAND, set into the build by next.config.ts, says so: the
 * band is in the pre-rendered HTML, and a build without it carries no code for it. Its colours are fixed, not the tenant's, so
 * it reads the same (12:1) on light and dark pages and never blends into a brand colour.
 */
export function SandboxBand() {
  const { t } = useTranslation('common');
  return (
    <Box
      component="aside"
      aria-labelledby={BAND_TEXT_ID}
      sx={{ bgcolor: '#ffd54f', color: '#1a1a1a', px: 2, py: 0.75, textAlign: 'center' }}
    >
      <Box
        component="p"
        id={BAND_TEXT_ID}
        sx={{ m: 0, fontSize: '0.875rem', fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' }}
      >
        {t('sandboxBand')}
      </Box>
    </Box>
  );
}
