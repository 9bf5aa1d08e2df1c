import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import { ShopLink } from '@/ui/layout/ShopLink';
import type { RecurringCharge } from './cartFormat';
import { useScheduleText } from './useScheduleText';

export interface RecurringNoticeProps {
  charges: readonly RecurringCharge[];
  language: string;
  price: (amount: number) => string;
  /** the account's auto top-ups, where the customer pauses or cancels them */
  manageHref: string;
  /** before paying the card will be charged again; after, it is charged again */
  when: 'before' | 'after';
  /** the shop lets an auto top-up be paused (SPEC §9 allowAutoTopupPause), not only cancelled */
  pausable: boolean;
}

/**
 * A recurring charge spelled out where the customer decides and where they read the outcome: what,
 * how much, when, that the saved method is charged again, and where to cancel it (or pause it,
 * where the shop allows that).
 */
export function RecurringNotice({
  charges,
  language,
  price,
  manageHref,
  when,
  pausable,
}: RecurringNoticeProps) {
  const { t } = useTranslation('common');
  const scheduleText = useScheduleText(language, price);
  const written = useWrittenPhone(charges.some((charge) => charge.phoneNumber));
  if (charges.length === 0) return null;
  return (
    <Alert severity="info" variant="outlined" role="note" aria-labelledby="recurring-notice-title">
      <AlertTitle id="recurring-notice-title">{t('recurring.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {charges.map((charge) => (
          <Typography component="li" variant="body2" key={charge.key} data-testid="recurring-charge">
            {t(charge.phoneNumber ? 'recurring.chargeFor' : 'recurring.charge', {
              amount: price(charge.amount),
              phone: charge.phoneNumber && written(charge.phoneNumber),
              schedule: scheduleText(charge.schedule),
            })}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t(when === 'before' ? 'recurring.chargedAgain' : 'recurring.willBeCharged')}{' '}
        {/* the promise is what the account page offers: pausing only where the shop allows it */}
        {t(pausable ? 'recurringControl.pauseOrCancel' : 'recurringControl.cancel')}{' '}
        {/* in the shop's colour, like its other links, not the browser's default blue */}
        <Box component={ShopLink} href={manageHref} sx={{ color: 'primary.main', fontWeight: 600 }}>
          {t('recurring.manage')}
        </Box>
      </Typography>
    </Alert>
  );
}
