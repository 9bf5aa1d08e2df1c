import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'next-i18next/pages';
import { useSecondsUntil } from '@/ui/shell/useSecondsUntil';

/**
 * While pending: when the next check runs, counting down each second. The ticking text is a timer
 * (not announced); the polite live region says once per schedule when the next check is.
 */
export function NextCheck({ nextCheckAt, language }: { nextCheckAt: number | null; language: string }) {
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
        {seconds > 0 ? t('result.nextCheckIn', { seconds }) : t('result.checkingNow')}
      </Typography>
      <Typography aria-live="polite" sx={visuallyHidden}>
        {time && t('result.nextCheckAt', { time })}
      </Typography>
    </>
  );
}
