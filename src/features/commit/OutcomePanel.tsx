import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { SmartLink } from '@/ui/layout/ShopLink';
import { ContainedAction } from '@/ui/shell/ContainedAction';
import { Placeholder } from '@/ui/shell/Placeholder';
import type { PaymentUiStatus } from './paymentStatus';

export interface OutcomePanelProps {
  status: PaymentUiStatus;
  /** the outcome's image (ResultImage); the server's pending panel has a ring of its size instead */
  image?: ReactNode;
  message: string;
  /** below the message: when the next check comes, while pending */
  children?: ReactNode;
}

/**
 * The outcome at the top of the result page: its image, its heading and what it means. The server's
 * HTML shows it pending, in the place and size of the outcome that replaces it, so the page neither
 * shifts nor paints its largest text late when the commit's answer comes.
 */
export function OutcomePanel({ status, image = <ImageRoom />, message, children }: OutcomePanelProps) {
  const { t } = useTranslation('common');
  return (
    // an outlined Paper, drawn on Box: the panel is in the result page's first load
    <Box
      data-status={status}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        p: { xs: 2, md: 3 },
        display: 'flex',
        gap: { xs: 2, md: 3 },
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      {image}
      {/* Room for the heading, two lines of message and the next check's line (7rem), so the panel
          keeps its height as the next check comes and goes and the outcome replaces the pending. */}
      <Box sx={{ flex: '1 1 260px', minHeight: '7rem' }}>
        <Box aria-live="polite">
          <Typography variant="h5" component="h2" data-testid="result-status">
            {t(`result.status.${status}`)}
          </Typography>
          <Typography data-testid="result-message" sx={{ mt: 1 }}>
            {message}
          </Typography>
        </Box>
        {children}
      </Box>
    </Box>
  );
}

/**
 * The room of the outcome's image, a ring in the pending colour: the drawings (and their animation)
 * come with the outcome's code, out of the page's first load.
 */
function ImageRoom() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: { xs: 88, md: 112 },
        height: { xs: 88, md: 112 },
        flex: 'none',
        borderRadius: '50%',
        border: 3,
        borderColor: 'warning.main',
      }}
    />
  );
}

/** Under the outcome: on to the shop at any time (the order goes on without the page), then `children`. */
export function ResultActions({ shopHref, children }: { shopHref: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box data-noprint sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
      <ContainedAction component={SmartLink} href={shopHref}>
        {t('result.continueShopping')}
      </ContainedAction>
      {children}
    </Box>
  );
}

/** The order's summary, a placeholder of its size until the order's details are in. */
export function SummarySection({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box component="section" aria-labelledby="summary-title" sx={{ mt: 4 }}>
      <Typography id="summary-title" variant="h5" component="h2" gutterBottom>
        {t('result.summary.title')}
      </Typography>
      {children ?? <Placeholder height={120} />}
    </Box>
  );
}
