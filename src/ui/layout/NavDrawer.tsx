import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectPinned } from '@/tenancy/tenantSlice';
import { CloseIcon } from '@/ui/icons/Icons';
import { useSchemeToggle } from '@/ui/theme/ThemeToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { navIcons } from './navIcons';
import { SmartLink } from './ShopLink';
import { contentNavItems, NAV_DRAWER_ID, type NavItem } from './useNavItems';
import { useShop } from '@/tenancy/useShop';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  /** the header's own entries (the shop) */
  items: NavItem[];
  /** the features' entries: the account or sign-in, the cart with its count */
  featureItems: NavItem[];
  showLanguage: boolean;
}

/**
 * The phone menu (below the `sm` breakpoint): the shop's sections in a side drawer, a modal dialog
 * (focus kept inside, Escape closes, named by its heading). The Header defers it until the menu
 * button is reached (`deferredPart`), so it is never part of the first load.
 */
export function NavDrawer({ open, onClose, items, featureItems, showLanguage }: NavDrawerProps) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const pinned = useAppSelector(selectPinned);
  const scheme = useSchemeToggle();
  const titleId = useId();
  const entries = [...items, ...contentNavItems(tenant, pinned, t), ...featureItems];
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      id={NAV_DRAWER_ID}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } }}
    >
      <Box sx={{ width: 300, maxWidth: '85vw', p: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {t('nav.mainMenu')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-labelledby={titleId}>
          <List>
            {entries.map((item) => {
              const Icon = navIcons[item.key];
              const counted = item.count !== undefined;
              return (
                <Fragment key={item.key}>
                  <ListItem disablePadding>
                    <ListItemButton
                      component={item.reload ? 'a' : SmartLink}
                      href={item.href}
                      onClick={onClose}
                      aria-label={counted ? t('cart.linkLabel', { count: item.count }) : undefined}
                    >
                      <ListItemIcon>
                        <Icon />
                      </ListItemIcon>
                      <ListItemText primary={item.label} />
                      {counted && (
                        <Box
                          component="span"
                          aria-hidden
                          data-testid="menu-cart-count"
                          sx={{
                            minWidth: 24,
                            px: 1,
                            borderRadius: 3,
                            textAlign: 'center',
                            typography: 'body2',
                            fontWeight: 600,
                            bgcolor: 'primary.main',
                            color: 'primary.contrastText',
                          }}
                        >
                          {item.count}
                        </Box>
                      )}
                    </ListItemButton>
                  </ListItem>
                  {item.children && item.children.length > 0 && (
                    <ListItem disablePadding>
                      <List disablePadding aria-label={item.label} sx={{ width: '100%' }}>
                        {item.children.map((child) => (
                          <ListItem key={child.key} disablePadding>
                            <ListItemButton
                              component={SmartLink}
                              href={child.href}
                              onClick={onClose}
                              sx={{ pl: 9, minHeight: 44 }}
                            >
                              <ListItemText primary={child.label} />
                            </ListItemButton>
                          </ListItem>
                        ))}
                      </List>
                    </ListItem>
                  )}
                </Fragment>
              );
            })}
          </List>
        </Box>
        {(showLanguage || scheme) && <Divider />}
        {showLanguage && (
          <Box sx={{ px: 2, pt: 2 }}>
            <LanguageSwitch variant="full" onSwitch={onClose} />
          </Box>
        )}
        {scheme && (
          <List>
            <ListItem disablePadding>
              <ListItemButton onClick={scheme.toggle}>
                <ListItemIcon>
                  <scheme.Icon />
                </ListItemIcon>
                <ListItemText primary={scheme.label} />
              </ListItemButton>
            </ListItem>
          </List>
        )}
      </Box>
    </Drawer>
  );
}
