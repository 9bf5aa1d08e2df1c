/**
 * MUI's CSS-variables theme modules, which next.config replaces in the browser bundle by
 * muiCssVarsStub.mjs: tenant themes are plain per-scheme themes, so MUI never calls them (the stub
 * says why). Internal module paths of @mui/material: tests/framework/muiCssVars.test.ts checks that
 * they still exist and are still the only modules exporting these names (docs/upgrading.md).
 */
export const MUI_CSS_VARS_MODULES = ['createThemeWithVars', 'ThemeProviderWithVars'] as const;

/** What the replacement matches: the modules above in MUI's CommonJS and ES builds alike. */
export const muiCssVarsModules = new RegExp(
  `[\\\\/]@mui[\\\\/]material[\\\\/]styles[\\\\/](${MUI_CSS_VARS_MODULES.join('|')})\\.m?js$`,
);

/** The stand-in, from the project's root. */
export const MUI_CSS_VARS_STUB = 'src/framework/muiCssVarsStub.mjs';
