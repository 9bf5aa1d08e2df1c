/**
 * Stands in for MUI's CSS-variables theme modules (muiCssVars.ts) in the browser bundle;
 * next.config.ts swaps them for this file. Tenant
 * themes are plain per-scheme themes (src/tenancy/theme.ts: no `cssVariables`, no `colorSchemes`),
 * so MUI's `createTheme` and `ThemeProvider` take their no-variables path and never call these.
 * webpack cannot see that, and would otherwise ship several KB gzip of unused code with every page.
 * Plain JavaScript: the replacement happens after loaders were chosen for the original `.mjs`.
 */
function cssVariablesNotBundled() {
  throw new Error(
    'MUI CSS-variables themes are not bundled for the browser (see src/framework/muiCssVars.ts)',
  );
}

export default cssVariablesNotBundled;
export const createGetCssVar = cssVariablesNotBundled;
export const CssVarsProvider = cssVariablesNotBundled;
export const Experimental_CssVarsProvider = cssVariablesNotBundled;
export const useColorScheme = cssVariablesNotBundled;
export const getInitColorSchemeScript = cssVariablesNotBundled;
