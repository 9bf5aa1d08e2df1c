import Box from '@mui/material/Box';
import { useEffect, type ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { Footer } from './Footer';
import { Header, type HeaderProps } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

export interface AppLayoutProps {
  children: ReactNode;
  /** controls that features add to the header (e.g. the cart link) */
  headerActions?: ReactNode;
  /** the hook of the entries that features add to the phone menu (Header's `useMenuItems`) */
  useMenuItems?: HeaderProps['useMenuItems'];
  /** links that features add to the footer's navigation (e.g. the consent settings) */
  footerLinks?: ReactNode;
}

/** The page frame of every shop page: skip link, header, <main>, footer. */
export function AppLayout({ children, headerActions, useMenuItems, footerLinks }: AppLayoutProps) {
  const language = useAppSelector(selectLanguage);
  // _document sets <html lang> on the server. In the browser, Next's router writes its own locale
  // there after navigations and query updates, which is "default" on unprefixed paths: put the
  // page's language back whenever anything changes the attribute.
  useEffect(() => {
    const root = document.documentElement;
    const apply = () => {
      if (root.lang !== language) root.lang = language;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { attributes: true, attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, [language]);
  return (
    <>
      <SkipLink />
      <Header actions={headerActions} useMenuItems={useMenuItems} />
      {/* At least a screen high, so the footer starts below the first screen: pages whose content
          comes after load (the cart, payment, the result) grow without pushing a footer in view. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', '&:focus': { outline: 'none' } }}
      >
        {children}
      </Box>
      <Footer extraLinks={footerLinks} />
    </>
  );
}
