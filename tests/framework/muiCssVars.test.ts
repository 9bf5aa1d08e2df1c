import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUI_CSS_VARS_MODULES, MUI_CSS_VARS_STUB, muiCssVarsModules } from '@/framework/muiCssVars';

const stylesFolder = path.join(process.cwd(), 'node_modules/@mui/material/styles');
const builds = MUI_CSS_VARS_MODULES.flatMap((name) =>
  ['js', 'mjs'].map((extension) => path.join(stylesFolder, `${name}.${extension}`)),
);

describe("MUI's CSS-variables modules that next.config swaps for a stub (docs/upgrading.md)", () => {
  it.each(builds)('%s exists and is what the replacement matches', (file) => {
    expect(existsSync(file)).toBe(true);
    expect(muiCssVarsModules.test(file)).toBe(true);
  });

  it("matches none of MUI's other styles modules", () => {
    expect(muiCssVarsModules.test(path.join(stylesFolder, 'createTheme.mjs'))).toBe(false);
    expect(muiCssVarsModules.test(path.join(stylesFolder, 'ThemeProvider.mjs'))).toBe(false);
  });

  it.each(MUI_CSS_VARS_MODULES)('the stub exports every name %s exports', async (name) => {
    const real = (await import(path.join(stylesFolder, `${name}.mjs`))) as Record<string, unknown>;
    const stub = (await import(path.join(process.cwd(), MUI_CSS_VARS_STUB))) as Record<string, unknown>;
    expect(Object.keys(real)).not.toEqual([]);
    expect(Object.keys(stub)).toEqual(expect.arrayContaining(Object.keys(real)));
  });
});
