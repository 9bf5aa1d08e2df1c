import Box from '@mui/material/Box';
import { useEffect, type ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

export interface AppLayoutProps {
  children: ReactNode;
}

/** The page frame of every shop page: skip link, header, <main>, footer. */
export function AppLayout({ children }: AppLayoutProps) {
  const language = useAppSelector(selectLanguage);
  // _document sets <html lang> on the server only; a client-side language switch must update it.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <Header />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', '&:focus': { outline: 'none' } }}
      >
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
