import Box from '@mui/material/Box';
import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_SWITCH_DELAY_MS } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { tenantColorSchemes, type ColorScheme } from '@/tenancy/theme';
import { DarkModeIcon, LightModeIcon } from '@/ui/icons/Icons';
import { IconAction } from '@/ui/layout/ShellButtons';
import { applyColorScheme } from './TenantThemeProvider';
import { storeColorScheme } from './themeCookie';
import { selectColorScheme, setColorScheme } from './themeSlice';

/**
 * Light/dark switch, shown only for tenants with both schemes (SPEC §2). A press repaints the page
 * in the frame of the click (ADR 0031): the class on <html> selects the other scheme's colour
 * variables at once, the cookie makes the routing rules serve that scheme's pages from then on,
 * and the store's scheme (the other theme, for the rest of the page) follows as a transition, which
 * React renders without holding up the frame. SPEC §9's 300 ms are the icon's turn.
 */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const scheme = useAppSelector(selectColorScheme);
  const dispatch = useAppDispatch();
  // half turns, so each press turns the icon on instead of back
  const [turns, setTurns] = useState(0);

  if (!tenant || tenantColorSchemes(tenant).length < 2) return null;

  const target: ColorScheme = scheme === 'dark' ? 'light' : 'dark';
  const onClick = () => {
    applyColorScheme(target);
    storeColorScheme(target);
    setTurns((count) => count + 1);
    startTransition(() => {
      dispatch(setColorScheme(target));
    });
  };

  const Icon = scheme === 'dark' ? LightModeIcon : DarkModeIcon;
  return (
    <IconAction
      onClick={onClick}
      aria-label={t(target === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}
    >
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          transition: (theme) => theme.transitions.create('transform', { duration: THEME_SWITCH_DELAY_MS }),
          transform: `rotate(${turns * 180}deg)`,
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <Icon />
      </Box>
    </IconAction>
  );
}
