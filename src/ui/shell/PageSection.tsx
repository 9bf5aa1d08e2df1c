import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** the section's anchor (`#topup`), for links into the page */
  id?: string;
  /** the heading's id, which names the section for assistive technology */
  titleId: string;
  title: ReactNode;
  maxWidth?: 'md' | 'lg';
  children: ReactNode;
}

/** A band of a page under a level-2 heading that names it. */
export function PageSection({ id, titleId, title, maxWidth = 'lg', children }: PageSectionProps) {
  return (
    <Container
      component="section"
      id={id}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      sx={{ py: { xs: 4, md: 6 } }}
    >
      {/* scroll margin: a jump to the section keeps its heading clear of the header */}
      <Typography id={titleId} variant="h5" component="h2" gutterBottom sx={{ scrollMarginTop: 80 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
