import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantLanguages } from '@/i18n/locales';
import { useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { MenuIcon } from '@/ui/icons/Icons';
import { ThemeToggle } from '@/ui/theme/ThemeToggle';
import { HeaderLogo } from './HeaderLogo';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_DRAWER_ID, NavDrawer } from './NavDrawer';
import { navIcons } from './navIcons';
import { SmartLink } from './SmartLink';
import { useNavItems } from './useNavItems';

/**
 * Logo, navigation, language switch and theme toggle. From `sm` (600 px) up the navigation sits in
 * the toolbar; below it collapses into a menu button and drawer. Both are rendered and switched by
 * CSS, so the server's HTML is right for every width (no layout jump after hydration).
 */
export function Header() {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const items = useNavItems();
  const [menuOpen, setMenuOpen] = useState(false);
  const showLanguage = tenant ? tenantLanguages(tenant).length > 1 : false;
  const hasMenu = items.length > 0 || showLanguage;

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderTop: 4,
        borderTopColor: 'primary.main',
        borderBottom: 1,
        borderBottomColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60, sm: 68 } }}>
          <HeaderLogo />
          <Box sx={{ flexGrow: 1 }} />
          {hasMenu && (
            <Box
              component="nav"
              aria-label={t('nav.mainMenu')}
              sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1 }}
            >
              {items.map((item) => {
                const Icon = navIcons[item.key];
                return (
                  <Button
                    key={item.key}
                    component={SmartLink}
                    href={item.href}
                    color="inherit"
                    startIcon={<Icon />}
                    sx={{ textTransform: 'none', fontWeight: 600 }}
                  >
                    {item.label}
                  </Button>
                );
              })}
              {showLanguage && <LanguageSwitch />}
            </Box>
          )}
          <ThemeToggle />
          {hasMenu && (
            <IconButton
              color="inherit"
              aria-label={t('nav.openMenu')}
              aria-controls={menuOpen ? NAV_DRAWER_ID : undefined}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
              sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          )}
        </Toolbar>
      </Container>
      {hasMenu && (
        <NavDrawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          items={items}
          showLanguage={showLanguage}
        />
      )}
    </AppBar>
  );
}
