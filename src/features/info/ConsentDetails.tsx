import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ConsentSettingsLink } from '@/features/consent';
import type { ScriptKind } from '@/tenancy/thirdPartyScripts';

/**
 * The privacy page names what the consent dialog controls: this tenant's statistics services, read
 * on the server (`consentedServices`), so the script table stays out of the page's JavaScript.
 */
export function ConsentDetails({ kinds }: { kinds: readonly ScriptKind[] }) {
  const { t } = useTranslation('common');
  return (
    <Box component="section" aria-labelledby="consent-details" sx={{ mt: 4 }}>
      <Typography id="consent-details" variant="h5" component="h2" gutterBottom>
        {t('content.privacy.consentTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('content.privacy.consentText')}</Typography>
      {kinds.length > 0 ? (
        <>
          <Typography sx={{ mb: 1 }}>{t('content.privacy.servicesIntro')}</Typography>
          <Box component="ul" sx={{ pl: 3, mb: 2 }}>
            {kinds.map((kind) => (
              <Typography component="li" key={kind}>
                {t(`content.privacy.services.${kind}`)}
              </Typography>
            ))}
          </Box>
        </>
      ) : (
        <Typography sx={{ mb: 2 }}>{t('content.privacy.noServices')}</Typography>
      )}
      <Typography>
        {t('content.privacy.changeChoice')} <ConsentSettingsLink />
      </Typography>
    </Box>
  );
}
