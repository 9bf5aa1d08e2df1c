import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

/** An account page's "add" form: its heading, then its fields and button on one row from tablet width. */
export function AddForm({
  titleId,
  title,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
