import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { withEmailDomain } from '@/api/email';
import { ButtonAction } from '@/ui/shell/ButtonAction';

export interface EmailShortcutsProps {
  /** SPEC §3 email domain shortcut buttons (three common webmail domains) */
  domains: readonly string[];
  email: string;
  onChange: (email: string) => void;
}

/** One button per webmail domain that completes what was typed before the @ with it. */
export function EmailShortcuts({ domains, email, onChange }: EmailShortcutsProps) {
  const { t } = useTranslation('common');
  return (
    <Stack
      direction="row"
      spacing={1}
      // a flex gap: with margins a wrapped chip stood indented on a phone
      useFlexGap
      sx={{ mt: 1, flexWrap: 'wrap' }}
      aria-label={t('checkout.emailShortcuts')}
      role="group"
    >
      {domains.map((domain) => (
        <ButtonAction
          key={domain}
          size="small"
          variant="outlined"
          sx={{ textTransform: 'none' }}
          onClick={() => onChange(withEmailDomain(email, domain))}
        >
          @{domain}
        </ButtonAction>
      ))}
    </Stack>
  );
}
