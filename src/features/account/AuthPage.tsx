import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from '@/ui/shell/PageTitle';

interface Props {
  /** the key of the document's title */
  titleKey: string;
  /** the visible heading */
  heading: string;
  children: ReactNode;
}

/** The narrow page of a sign-in step (/login, /reset-password, /login/sso). */
export function AuthPage({ titleKey, heading, children }: Props) {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle titleKey={titleKey} />
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Container>
  );
}
