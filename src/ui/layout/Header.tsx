import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantLanguages } from '@/i18n/locales';
import { useAppSelector } from '@/store/hooks';
import { selectPinned } from '@/tenancy/tenantSlice';
import { schemeVar, tenantColorSchemes } from '@/tenancy/theme';
import { MenuIcon, StorefrontIcon } from '@/ui/icons/Icons';
import { ThemeToggle } from '@/ui/theme/ThemeToggle';
import { HeaderLogo } from './HeaderLogo';
import { LanguageSwitch } from './LanguageSwitch';
import { IconAction, StartIcon, TextAction } from './ShellButtons';
import { deferredPart } from '@/ui/shell/deferredPart';
import { SmartLink } from './ShopLink';
import { contentNavItems, NAV_DRAWER_ID, useNavItems, type NavItem } from './useNavItems';
import { useShop } from '@/tenancy/useShop';

/**
 * The phone menu's drawer (MUI Drawer, Modal, focus trap, transitions, lists) is only needed once
 * the menu button is used, so it is its own part, fetched when the pointer or focus reaches the
 * button and shown when it has arrived, instead of being part of every page's first load.
 */
const NavDrawer = deferredPart(() => import('./NavDrawer').then((module) => module.NavDrawer), {
  ssr: false,
});

export const loadNavDrawer = NavDrawer.load;

/**
 * Logo, navigation, language switch and theme toggle. From `sm` (600 px) up the navigation sits in
 * the toolbar; below it collapses into a menu button and drawer. Both are rendered and switched by
 * CSS, so the server's HTML is right for every width (no layout jump after hydration).
 */
export interface HeaderProps {
  /** controls that features add beside the theme toggle (e.g. the cart link) */
  actions?: ReactNode;
  /**
   * The entries that features add to the phone menu (the account or sign-in, the cart): a hook, so
   * that a change of them (the stored cart coming back, a sign-in) renders the header again, not
   * the layout and page around it. One function for the page's life, as hooks must be.
   */
  useMenuItems?: () => NavItem[];
}

/** The header's id: what must stay visible above the notifications (NotificationHost). */
export const SHOP_HEADER_ID = 'shop-header';

const NO_ITEMS: NavItem[] = [];
const noMenuItems = () => NO_ITEMS;

export function Header({ actions, useMenuItems = noMenuItems }: HeaderProps) {
  const { t } = useTranslation('common');
  const menuItems = useMenuItems();
  const { tenant } = useShop();
  const items = useNavItems();
  const pinned = useAppSelector(selectPinned);
  const showLanguage = tenantLanguages(tenant).length > 1;
  const hasMenu =
    tenant !== null &&
    (items.length > 0 ||
      menuItems.length > 0 ||
      showLanguage ||
      tenantColorSchemes(tenant).length > 1 ||
      contentNavItems(tenant, pinned, t).length > 0);

  return (
    // A sticky <header> drawn with Box: what AppBar (a Paper) and Toolbar would add here is a few
    // flex rules, and their code would be in every page's JavaScript.
    <Box
      component="header"
      id={SHOP_HEADER_ID}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        boxSizing: 'border-box',
        flexShrink: 0,
        bgcolor: schemeVar.paper,
        color: schemeVar.text,
        borderTop: 4,
        borderTopColor: schemeVar.accent,
        borderBottom: 1,
        borderBottomColor: schemeVar.divider,
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 0.5, sm: 1 },
            minHeight: { xs: 60, sm: 68 },
          }}
        >
          <HeaderLogo />
          <Box sx={{ flexGrow: 1 }} />
          {hasMenu && (
            <Box
              component="nav"
              aria-label={t('nav.mainMenu')}
              sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1 }}
            >
              {items.map((item) => (
                <TextAction key={item.key} component={SmartLink} href={item.href} sx={{ fontWeight: 600 }}>
                  <StartIcon>
                    <StorefrontIcon />
                  </StartIcon>
                  {item.label}
                </TextAction>
              ))}
              {showLanguage && <LanguageSwitch />}
            </Box>
          )}
          {actions}
          <ThemeToggle />
          {hasMenu && <PhoneMenu items={items} featureItems={menuItems} showLanguage={showLanguage} />}
        </Box>
      </Container>
    </Box>
  );
}

interface PhoneMenuProps {
  items: NavItem[];
  featureItems: NavItem[];
  showLanguage: boolean;
}

/**
 * The phone's menu button and its drawer. Whether the menu is open is their state alone: opening it
 * renders these two, not the header around them (a press on a phone must paint its answer soon).
 */
function PhoneMenu({ items, featureItems, showLanguage }: PhoneMenuProps) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  /** presses of the menu button: the first fetches the drawer, a later one retries a failed fetch */
  const [asked, setAsked] = useState(0);
  const preloadDrawer = () => void loadNavDrawer().catch(() => undefined);
  const openMenu = () => {
    setMenuOpen(true);
    setAsked((count) => count + 1);
  };
  return (
    <>
      <IconAction
        aria-label={t('nav.openMenu')}
        aria-controls={menuOpen ? NAV_DRAWER_ID : undefined}
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
        onClick={openMenu}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <MenuIcon />
      </IconAction>
      <NavDrawer
        fallback={null}
        active={asked > 0}
        retry={asked}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        items={items}
        featureItems={featureItems}
        showLanguage={showLanguage}
      />
    </>
  );
}
