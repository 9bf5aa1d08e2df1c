import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraph, src } from './moduleGraph';

// What `_app` imports other than with import() is in the first load of every page (docs/performance.md §1).
const shell = moduleGraph(path.join(src, 'pages/_app.tsx'), { later: false });

describe("every page's first load (the shell's static imports)", () => {
  it('is the shell: the layout, the consent manager, the shop selector', () => {
    expect(shell.modules).toEqual(
      expect.arrayContaining([
        'ui/layout/AppLayout.tsx',
        'features/consent/ConsentManager.tsx',
        'tenancy/shop.ts',
      ]),
    );
  });

  // reselect is 1.3 KB gzip for the one remembered value the shell reads (selectShop)
  it('carries no reselect selector', () => {
    expect(shell.packages).not.toContain('reselect');
    const selectors = shell.modules.filter((module) =>
      /import {[^}]*\bcreate(Draft)?Selector\b[^}]*} from '@reduxjs\/toolkit'/.test(
        readFileSync(path.join(src, module), 'utf8'),
      ),
    );
    expect(selectors).toEqual([]);
  });

  // 0.6 KB gzip needed only on a visit that finds no consent (ConsentManager forgets them then)
  it("carries no remembered numbers' module", () => {
    expect(shell.modules).not.toContain('ui/fields/rememberedNumbers.ts');
  });

  // 0.9 KB gzip for the consent panel's surface, which a Box draws as the theme draws a Paper
  it('carries no Paper in the consent manager', () => {
    const consent = moduleGraph(path.join(src, 'features/consent/ConsentManager.tsx'), { later: false });
    expect(consent.packages).toContain('@mui/material/Box');
    expect(consent.packages).not.toContain('@mui/material/Paper');
  });
});
