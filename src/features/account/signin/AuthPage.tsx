import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PublicPageTitle } from '@/ui/shell/PublicPageTitle';

interface Props {
  /** the key of the document's title */
  titleKey: string;
  /** the visible heading */
  heading: string;
  /** wider for a page that shows cards, not a form */
  width?: 'xs' | 'sm';
  children: ReactNode;
}

/** The narrow page of a step outside the account (/login, /reset-password, /login/sso, a notification link). */
export function AuthPage({ titleKey, heading, width = 'xs', children }: Props) {
  return (
    <Container maxWidth={width} sx={{ py: { xs: 4, md: 8 } }}>
      <PublicPageTitle titleKey={titleKey} />
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Container>
  );
}
