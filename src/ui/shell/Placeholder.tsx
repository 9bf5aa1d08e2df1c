import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A grey block of a content's size until the content is in: MUI's rounded Skeleton without its
 * pulse (1.4 KB of first load), for pages that are close to their first-load ceiling (ADR 16, 17).
 * The region it stands in says it is busy (`aria-busy`); the block itself is hidden from assistive
 * technology.
 */
export function Placeholder({ height, sx }: { height: number; sx?: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        { height, borderRadius: 1, bgcolor: 'action.disabledBackground' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** The region placeholders stand in for: busy, and named for what is loading (`label`). */
export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box aria-busy="true" aria-label={label}>
      {children}
    </Box>
  );
}
