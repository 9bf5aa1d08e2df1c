import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { TenantConfig } from '@/tenancy/schema';
import { createTenantTheme, type ColorScheme } from '@/tenancy/theme';

/** Used while the shop id is unknown (the bare Loading page): SPEC §9's Arial, light. */
const fallbackTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: { light: true },
  typography: { fontFamily: 'Arial, sans-serif' },
});

export interface TenantThemeProviderProps {
  tenant: TenantConfig | null;
  /** the scheme rendered on the server: the theme state preloaded from the cookie */
  colorScheme: ColorScheme;
  children: ReactNode;
}

/**
 * MUI theme of the tenant, rendered in `colorScheme` from the first server byte: the mode comes
 * from the preloaded state and MUI's localStorage persistence is off (`storageManager={null}`),
 * so nothing on the client can pick another scheme before the user toggles (the cookie is the
 * only store). `_document` puts the same class on <html>.
 */
export function TenantThemeProvider({ tenant, colorScheme, children }: TenantThemeProviderProps) {
  const theme = tenant ? createTenantTheme(tenant) : fallbackTheme;
  return (
    <ThemeProvider theme={theme} defaultMode={colorScheme} storageManager={null} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
