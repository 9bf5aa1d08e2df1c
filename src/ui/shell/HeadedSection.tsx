import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface HeadedSectionProps {
  /** the heading's id, which names the section for assistive technology */
  titleId: string;
  title: ReactNode;
  /** how the heading looks; it is a level-2 heading whatever its size */
  variant?: 'h5' | 'h6';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A part of a page, within the page's own width, under a level-2 heading that names it. */
export function HeadedSection({ titleId, title, variant = 'h5', sx, children }: HeadedSectionProps) {
  return (
    <Box component="section" aria-labelledby={titleId} sx={sx}>
      <Typography id={titleId} variant={variant} component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
