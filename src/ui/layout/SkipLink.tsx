import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop of the keyboard: hidden until focused, jumps past the header to <main>. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        transform: 'translateY(-200%)',
        '&:focus': {
          transform: 'none',
          outline: '3px solid',
          outlineColor: 'text.primary',
          outlineOffset: 2,
        },
      }}
    >
      {t('nav.skipToContent')}
    </Link>
  );
}
