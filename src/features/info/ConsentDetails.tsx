import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ConsentSettingsLink } from '@/features/consent';
import type { ScriptKind } from '@/tenancy/thirdPartyScripts';
import { HeadedSection } from '@/ui/shell/HeadedSection';

/**
 * The privacy page names what the consent dialog controls: this tenant's statistics services, read
 * on the server (`consentedServices`), so the script table stays out of the page's JavaScript.
 */
export function ConsentDetails({ kinds }: { kinds: readonly ScriptKind[] }) {
  const { t } = useTranslation('common');
  return (
    <HeadedSection titleId="consent-details" title={t('content.privacy.consentTitle')} sx={{ mt: 4 }}>
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
    </HeadedSection>
  );
}
