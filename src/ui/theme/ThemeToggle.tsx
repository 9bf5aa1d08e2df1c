import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_SWITCH_DELAY_MS } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { tenantColorSchemes, type ColorScheme } from '@/tenancy/theme';
import { DarkModeIcon, LightModeIcon } from '@/ui/icons/Icons';
import { IconAction } from '@/ui/layout/ShellButtons';
import { storeColorScheme } from './themeCookie';
import { selectColorScheme, setColorScheme } from './themeSlice';

/**
 * Light/dark switch, shown only for tenants with both schemes (SPEC §2). The new scheme is applied
 * after SPEC §9's 300 ms switch delay, while the icon turns; a second press within the delay
 * cancels the switch. The new scheme goes to the store (TenantThemeProvider re-renders with that
 * scheme's theme) and to the cookie (the routing rules serve that scheme's pages from then on).
 */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const scheme = useAppSelector(selectColorScheme);
  const dispatch = useAppDispatch();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (!tenant || tenantColorSchemes(tenant).length < 2) return null;

  const target: ColorScheme = scheme === 'dark' ? 'light' : 'dark';
  const onClick = () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
      setPending(false);
      return;
    }
    setPending(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPending(false);
      dispatch(setColorScheme(target));
      storeColorScheme(target);
    }, THEME_SWITCH_DELAY_MS);
  };

  const Icon = scheme === 'dark' ? LightModeIcon : DarkModeIcon;
  return (
    <IconAction
      onClick={onClick}
      aria-label={t(target === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}
      data-pending={pending || undefined}
    >
      <Icon
        sx={{
          transition: (theme) => theme.transitions.create('transform', { duration: THEME_SWITCH_DELAY_MS }),
          transform: pending ? 'rotate(180deg) scale(0.8)' : 'none',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      />
    </IconAction>
  );
}
