import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import type { Delivery } from '@/api/orders';
import { CopyCode } from './CopyCode';

type Esim = Extract<Delivery, { kind: 'esim' }>;

const QR_SIZE = 200;

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
  return (
    <Box>
      <Typography variant="h6" component="h3">
        {t('result.esim.title', { product: esim.productName })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', mt: 1 }}>
        {svg ? (
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
        )}
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography>{t('result.esim.scan')}</Typography>
          <Typography sx={{ mt: 1 }}>{t('result.esim.manual')}</Typography>
          <CopyCode label={t('result.esim.smdp')} code={esim.smdpAddress} />
          <CopyCode label={t('result.esim.activationCode')} code={esim.matchingId} />
        </Box>
      </Box>
    </Box>
  );
}
