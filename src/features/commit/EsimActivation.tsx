import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import type { Delivery } from '@/api/orders';
import { CopyCode } from './CopyCode';

type Esim = Extract<Delivery, { kind: 'esim' }>;

const QR_SIZE = 200;

/**
 * The link that installs an eSIM on the phone that opens it (the LPA activation code in the
 * platform's universal eSIM setup link; phones without it fall back to the details by hand).
 */
export const installLinkOf = (activationCode: string) =>
  `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(activationCode)}`;

/** The eSIM's activation: a QR code to scan, and the two parts to type in by hand. */
export function EsimActivation({ esim }: { esim: Esim }) {
  const { t } = useTranslation('common');
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
  return (
    <Box>
      <Typography variant="h6" component="h3">
        {t('result.esim.title', { product: esim.productName })}
      </Typography>
      {/* A phone cannot scan its own screen: there the eSIM installs by its link or by hand, and
          the QR code, for another device, comes last; a larger screen leads with the QR code. */}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, mt: 1 }}>
        <Box sx={{ order: { xs: 2, md: 1 }, flex: 'none' }}>
          <Typography sx={{ display: { md: 'none' }, mb: 1 }}>{t('result.esim.scanOther')}</Typography>
          {qr}
        </Box>
        <Box sx={{ order: { xs: 1, md: 2 }, flex: '1 1 240px' }}>
          <Box sx={{ display: { md: 'none' }, mb: 2 }}>
            <Button variant="contained" href={installLinkOf(esim.activationCode)} data-testid="esim-install">
              {t('result.esim.install')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('result.esim.installHint')}
            </Typography>
          </Box>
          <Typography sx={{ display: { xs: 'none', md: 'block' } }}>{t('result.esim.scan')}</Typography>
          <Typography sx={{ mt: 1 }}>{t('result.esim.manual')}</Typography>
          <CopyCode label={t('result.esim.smdp')} code={esim.smdpAddress} />
          <CopyCode label={t('result.esim.activationCode')} code={esim.matchingId} />
        </Box>
      </Box>
    </Box>
  );
}
