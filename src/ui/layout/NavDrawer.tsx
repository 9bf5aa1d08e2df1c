import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/ui/icons/Icons';
import { LanguageSwitch } from './LanguageSwitch';
import { navIcons } from './navIcons';
import { SmartLink } from './SmartLink';
import { NAV_DRAWER_ID, type NavItem } from './useNavItems';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  showLanguage: boolean;
}

/**
 * The phone menu (below the `sm` breakpoint): the header's navigation in a side drawer. Loaded on
 * demand by the Header (`loadNavDrawer`), never part of the first load.
 */
export function NavDrawer({ open, onClose, items, showLanguage }: NavDrawerProps) {
  const { t } = useTranslation('common');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      id={NAV_DRAWER_ID}
      slotProps={{ paper: { 'aria-label': t('nav.mainMenu') } }}
    >
      <Box component="nav" aria-label={t('nav.mainMenu')} sx={{ width: 280, maxWidth: '85vw', p: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {items.map((item) => {
            const Icon = navIcons[item.key];
            return (
              <ListItem key={item.key} disablePadding>
                <ListItemButton component={SmartLink} href={item.href} onClick={onClose}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        {showLanguage && (
          <Box sx={{ px: 2, pt: 1 }}>
            <LanguageSwitch variant="full" onSwitch={onClose} />
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
