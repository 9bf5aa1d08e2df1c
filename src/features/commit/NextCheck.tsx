import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'next-i18next/pages';
import { useSecondsUntil } from '@/ui/shell/useSecondsUntil';

/**
 * While pending: when the next check runs, counting down each second, and whether the last one got
 * through. The ticking text is a timer (not announced); the polite live region says once per
 * schedule when the next check is.
 */
export function NextCheck({
  nextCheckAt,
  unreachable,
  language,
}: {
  nextCheckAt: number | null;
  /** the last check did not reach the shop: the next one is a new try, said as such */
  unreachable: boolean;
  language: string;
}) {
  const { t } = useTranslation('common');
  const seconds = useSecondsUntil(nextCheckAt);
  const time =
    nextCheckAt === null
      ? ''
      : new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
          nextCheckAt,
        );
  return (
    <>
      <Typography
        role="timer"
        data-testid="next-check"
        color="text.secondary"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {seconds <= 0
          ? t('result.checkingNow')
          : t(unreachable ? 'result.unreachable' : 'result.nextCheckIn', { seconds })}
      </Typography>
      <Typography aria-live="polite" sx={visuallyHidden}>
        {time && t('result.nextCheckAt', { time })}
      </Typography>
    </>
  );
}
