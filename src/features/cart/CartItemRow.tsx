import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { TOUCH_TARGET_PX } from '@/config/constants';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import type { CartItem } from '@/api';
import { lineAmount } from '@/api/moneyLines';
import { AddIcon, DeleteIcon, RemoveIcon } from './icons';
import { kindTextKey, scheduleOf } from './cartFormat';
import { useScheduleText } from './useScheduleText';

/** Cart limits are the backend's to enforce; this only keeps the stepper in a sensible range. */
const MAX_COUNT = 99;

/** The stepper's and the removal's buttons: a finger's size, whatever the icon's. */
const touchTarget = { width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX } as const;

export interface CartItemRowProps {
  item: CartItem;
  detailed: boolean;
  busy: boolean;
  language: string;
  price: (amount: number) => string;
  onCount: (count: number) => void;
  onRemove: () => void;
}

/** One cart line: what it is, for which number, how often, what it costs; count and removal. */
export function CartItemRow({ item, detailed, busy, language, price, onCount, onRemove }: CartItemRowProps) {
  const { t } = useTranslation('common');
  const scheduleText = useScheduleText(language, price);
  const found = scheduleOf(item);
  const schedule = found ? scheduleText(found) : null;
  const nameId = `cart-item-${item.itemKey}`;
  const written = useWrittenPhone(Boolean(item.phoneNumber));
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, py: 2 }}
    >
      <Stack spacing={0.5}>
        <Typography id={nameId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {item.productName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(kindTextKey(item))}
          {schedule ? ` · ${schedule}` : ''}
        </Typography>
        {item.phoneNumber && (
          <Typography variant="body2">
            {t('cart.phone')}: <span dir="ltr">{written(item.phoneNumber)}</span>
          </Typography>
        )}
        {detailed && (
          <Typography variant="body2" color="text.secondary">
            {t('cart.unitPrice', { amount: price(item.amount), fee: price(item.serviceFee) })}
          </Typography>
        )}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: { xs: 'space-between', sm: 'flex-end' } }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center' }}
          role="group"
          aria-label={t('cart.quantityOf', { name: item.productName })}
        >
          <IconButton
            aria-label={t('cart.decrease')}
            disabled={busy || item.quantity <= 1}
            onClick={() => onCount(item.quantity - 1)}
            size="small"
            sx={touchTarget}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography
            component="span"
            aria-live="polite"
            sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}
          >
            {item.quantity}
          </Typography>
          <IconButton
            aria-label={t('cart.increase')}
            disabled={busy || item.quantity >= MAX_COUNT}
            onClick={() => onCount(item.quantity + 1)}
            size="small"
            sx={touchTarget}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Typography sx={{ minWidth: 96, textAlign: 'right', fontWeight: 700 }}>
          {price(lineAmount(item))}
        </Typography>
        <IconButton
          aria-label={t('cart.removeItem', { name: item.productName })}
          disabled={busy}
          onClick={onRemove}
          color="error"
          sx={touchTarget}
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
