import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import { useKeptTyped } from '@/ui/shell/keptTyped';

const CODE = /^[A-Za-z0-9-]{1,32}$/;

/** Voucher and promo codes of the cart (SPEC §7 addVouchers / removeVouchers). */
export function VoucherForm({
  vouchers,
  typed = '',
  busy,
  onApply,
  onRemove,
}: {
  vouchers: string[];
  /** what the field held before this code was in (typed into the server's HTML) */
  typed?: string;
  busy: boolean;
  /** resolves true when the code was accepted, so the field empties only then */
  onApply: (code: string) => Promise<boolean>;
  onRemove: (code: string) => void;
}) {
  const { t } = useTranslation('common');
  const [code, setCode] = useState(typed);
  const [error, setError] = useState<string | null>(null);
  // the server renders this form, and its code comes late: an apply pressed before it is in is
  // held, not sent by the browser as a new page load, and carried out once (ADR 22)
  const kept = useKeptTyped('cart-voucher');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!CODE.test(typed)) {
      setError(t('cart.voucherFormat'));
      return;
    }
    setError(null);
    if (await onApply(typed)) setCode('');
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="cart-voucher-title">
      <Stack
        component="form"
        {...kept}
        noValidate
        onSubmit={submit}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
      >
        <OutlinedField
          id="cart-voucher"
          name="voucher"
          size="small"
          label={<span id="cart-voucher-title">{t('cart.voucher')}</span>}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? undefined}
          helperRole="alert"
          inputProps={{ maxLength: 32, autoComplete: 'off', autoCapitalize: 'characters' }}
          sx={{ flexGrow: 1, maxWidth: 320 }}
        />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ minHeight: 40 }}>
          {t('cart.applyVoucher')}
        </Button>
      </Stack>
      {vouchers.length > 0 && (
        <Stack
          component="ul"
          aria-label={t('cart.vouchersApplied')}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {vouchers.map((voucher) => (
            <Stack component="li" key={voucher} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip label={voucher} color="success" variant="outlined" />
              <Button
                size="small"
                disabled={busy}
                onClick={() => onRemove(voucher)}
                aria-label={t('cart.removeVoucher', { code: voucher })}
              >
                {t('cart.remove')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
