import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import type { Delivery } from '@/api/orders';
import { useServerRender } from '@/ui/shell/deferredPart';
import { CopyCode } from './CopyCode';

type Esim = Extract<Delivery, { kind: 'esim' }>;

const QR_SIZE = 200;

/**
 * Apple's universal eSIM setup link (iOS 17.4 and later) with the LPA activation code: it opens the
 * iPhone's own eSIM installation. Android has no such web link: there the code is pasted into the
 * phone's "add eSIM" settings.
 */
export const installLinkOf = (activationCode: string) =>
  `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(activationCode)}`;

export type InstallPlatform = 'ios' | 'android' | 'other';

/** The platform an eSIM would be installed on from this page: a phone's, or none (a computer). */
export function installPlatformOf(userAgent: string, touchPoints = 0): InstallPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  // an iPad asks for the desktop site and says Macintosh, but has a touch screen
  if (/Macintosh/.test(userAgent) && touchPoints > 1) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'other';
}

/** The browser's platform; 'other' on the server and while hydrating, so the HTML matches. */
function useInstallPlatform(): InstallPlatform {
  const server = useServerRender();
  return server ? 'other' : installPlatformOf(navigator.userAgent, navigator.maxTouchPoints);
}

/** How this phone installs the eSIM itself: Apple's link on iOS, the code for the settings on Android. */
function InstallHere({ esim, platform }: { esim: Esim; platform: 'ios' | 'android' }) {
  const { t } = useTranslation('common');
  if (platform === 'android')
    return (
      <Box data-testid="esim-install-android">
        <Typography>{t('esimInstall.androidSteps')}</Typography>
        <CopyCode label={t('esimInstall.androidCode')} code={esim.activationCode} />
      </Box>
    );
  return (
    <Box>
      <Button variant="contained" href={installLinkOf(esim.activationCode)} data-testid="esim-install">
        {t('result.esim.install')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('result.esim.installHint')}
      </Typography>
    </Box>
  );
}

/**
 * The eSIM's activation. A phone cannot scan its own screen: there it installs first by the
 * platform's own way, then the QR code follows for another device; a computer shows the QR code
 * to scan. The two details to type in by hand come after the QR code on every screen, as their
 * text offers them in its place.
 */
export function EsimActivation({ esim }: { esim: Esim }) {
  const { t } = useTranslation('common');
  const platform = useInstallPlatform();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    // qrcode only loads on a page that delivers an eSIM
    void import('qrcode')
      .then((qr) => qr.toString(esim.activationCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((text) => active && setSvg(text));
    return () => {
      active = false;
    };
  }, [esim.activationCode]);
  const qr = svg ? (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('result.esim.qrAlt', { product: esim.productName })}
      width={QR_SIZE}
      height={QR_SIZE}
      // a QR code needs its light margin, also in the dark scheme
      sx={{ bgcolor: '#fff', p: 1, borderRadius: 1 }}
    />
  ) : (
    <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />
  );
  const phone = platform !== 'other';
  return (
    <Box>
      <Typography variant="h6" component="h3">
        {t('result.esim.title', { product: esim.productName })}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexDirection: phone ? 'column' : { xs: 'column', md: 'row' },
          gap: 3,
          mt: 1,
        }}
      >
        {platform !== 'other' && <InstallHere esim={esim} platform={platform} />}
        <Box sx={{ flex: 'none' }} data-testid="esim-qr">
          <Typography sx={{ mb: 1 }}>{t(phone ? 'result.esim.scanOther' : 'result.esim.scan')}</Typography>
          {qr}
        </Box>
        <Box sx={{ flex: '1 1 240px' }} data-testid="esim-manual">
          <Typography>{t('result.esim.manual')}</Typography>
          <CopyCode label={t('result.esim.smdp')} code={esim.smdpAddress} />
          <CopyCode label={t('result.esim.activationCode')} code={esim.matchingId} />
        </Box>
      </Box>
    </Box>
  );
}
