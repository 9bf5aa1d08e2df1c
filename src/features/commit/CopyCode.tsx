import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';

/** A code to type elsewhere, in a font that tells 0 from O, with a button that copies it. */
export function CopyCode({ label, code }: { label: string; code: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('copied');
    } catch {
      // no clipboard (permissions, an old browser): the code stays selectable
      setCopied('failed');
    }
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography
          aria-labelledby={`${id}-label`}
          data-testid="delivery-code"
          sx={{
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            fontSize: '1.2rem',
            fontWeight: 700,
            letterSpacing: 1,
            userSelect: 'all',
            overflowWrap: 'anywhere',
          }}
        >
          {code}
        </Typography>
        <Button variant="outlined" size="small" onClick={copy} aria-describedby={`${id}-label`} data-noprint>
          {t('result.deliveries.copy')}
        </Button>
      </Box>
      <Typography
        role="status"
        variant="body2"
        color={copied === 'failed' ? 'error' : 'success.main'}
        sx={{ minHeight: '1.5em' }}
      >
        {copied && t(`result.deliveries.${copied}`)}
      </Typography>
    </Box>
  );
}
