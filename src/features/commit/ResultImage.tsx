import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { ResultImage as Image } from './paymentStatus';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

/** Each image's colour in the theme: drawn in currentColor, so light and dark schemes both fit. */
const COLOUR: Readonly<Record<Image, string>> = {
  successful: 'success.main',
  failed: 'error.main',
  refunded: 'info.main',
  pending: 'warning.main',
};

function Drawing({ image }: { image: Image }) {
  switch (image) {
    case 'successful':
      return (
        <path
          d="M38 62l15 15 30-32"
          fill="none"
          stroke="currentColor"
          strokeWidth="9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      );
    case 'failed':
      return (
        <path
          d="M44 44l32 32M76 44L44 76"
          fill="none"
          stroke="currentColor"
          strokeWidth="9"
          strokeLinecap="round"
        />
      );
    case 'refunded':
      return (
        <g fill="none" stroke="currentColor" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M80 50a22 22 0 1 0 2 20" />
          <path d="M82 34v17H65" />
        </g>
      );
    case 'pending':
      return (
        <g stroke="currentColor" strokeWidth="8" strokeLinecap="round">
          <line x1="60" y1="60" x2="60" y2="40" />
          {/* the moving hand: the page is alive while the payment is confirmed */}
          <Box
            component="line"
            x1="60"
            y1="60"
            x2="76"
            y2="60"
            sx={{
              transformOrigin: '60px 60px',
              animation: `${spin} 4s linear infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        </g>
      );
  }
}

/** SPEC §4 result image; decorative, as the heading and message beside it say the same. */
export function ResultImage({ image }: { image: Image }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 120 120"
      aria-hidden="true"
      data-image={image}
      sx={{ width: { xs: 88, md: 112 }, height: { xs: 88, md: 112 }, color: COLOUR[image], flex: 'none' }}
    >
      <circle cx="60" cy="60" r="54" fill="currentColor" opacity="0.14" />
      <circle cx="60" cy="60" r="54" fill="none" stroke="currentColor" strokeWidth="4" />
      <Drawing image={image} />
    </Box>
  );
}
