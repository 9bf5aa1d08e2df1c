import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_SWITCH_DELAY_MS } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { tenantColorSchemes, type ColorScheme } from '@/tenancy/theme';
import { DarkModeIcon, LightModeIcon } from '@/ui/icons/Icons';
import { IconAction } from '@/ui/layout/ShellButtons';
import { applyColorScheme } from './TenantThemeProvider';
import { storeColorScheme } from './themeCookie';
import { selectColorScheme, setColorScheme } from './themeSlice';
import { useShop } from '@/tenancy/useShop';

export interface SchemeToggle {
  /** what a press does, e.g. "Switch to dark mode" */
  label: string;
  /** the icon of the scheme a press leads to */
  Icon: typeof DarkModeIcon;
  toggle: () => void;
}

/**
 * The light/dark switch of tenants with both schemes (SPEC §2), for the header and the phone menu.
 * A press repaints the page in the frame of the click (ADR 0031): the class on <html> selects the
 * other scheme's colour variables at once, the cookie makes the routing rules serve that scheme's
 * pages from then on, and the store's scheme follows; the other theme, for the rest of the page, is
 * rendered after the paint (TenantThemeProvider).
 */
export function useSchemeToggle(): SchemeToggle | null {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const scheme = useAppSelector(selectColorScheme);
  const dispatch = useAppDispatch();
  if (tenantColorSchemes(tenant).length < 2) return null;
  const target: ColorScheme = scheme === 'dark' ? 'light' : 'dark';
  return {
    label: t(target === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight'),
    Icon: scheme === 'dark' ? LightModeIcon : DarkModeIcon,
    toggle: () => {
      applyColorScheme(target);
      storeColorScheme(target);
      dispatch(setColorScheme(target));
    },
  };
}

/** The header's switch; SPEC §9's 300 ms are the icon's turn. */
export function ThemeToggle() {
  const toggle = useSchemeToggle();
  // whole turns, so each press turns the icon on instead of back, and the moon ends upright
  const [turns, setTurns] = useState(0);
  if (!toggle) return null;
  const { label, Icon } = toggle;
  const onClick = () => {
    toggle.toggle();
    setTurns((count) => count + 1);
  };
  return (
    <IconAction onClick={onClick} aria-label={label}>
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          transition: (theme) => theme.transitions.create('transform', { duration: THEME_SWITCH_DELAY_MS }),
          transform: `rotate(${turns * 360}deg)`,
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <Icon />
      </Box>
    </IconAction>
  );
}
