import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraph, src } from './moduleGraph';

// The payment page's first load is near its ceiling (docs/performance.md §1, §4.6). The page file
// renders PaymentPage (its server half leaves the browser's bundle): the modules of the checkout
// feature and the shared ui that come with it, not with import().
const page = moduleGraph(path.join(src, 'features/checkout/PaymentPage.tsx'), { later: false });
const own = page.modules.filter((module) => /^(features\/checkout|ui)\//.test(module));
const importing = (pkg: string) =>
  own.filter((module) => readFileSync(path.join(src, module), 'utf8').includes(`from '${pkg}'`));

describe("the payment page's first load", () => {
  it('is the page with its form, methods and summary', () => {
    expect(own).toEqual(
      expect.arrayContaining([
        'features/checkout/PaymentPage.tsx',
        'features/checkout/AddressFields.tsx',
        'features/checkout/PaymentMethods.tsx',
        'features/checkout/CheckoutSummary.tsx',
        'ui/fields/EmailShortcuts.tsx',
        'ui/shell/ButtonAction.tsx',
      ]),
    );
  });

  // 2.6 KB gzip (every colour's styles, the button groups' contexts, the loading spinner) for the
  // pay button, the e-mail shortcuts and the address lookup: ButtonAction draws them
  it('draws no MUI Button of its own', () => {
    expect(importing('@mui/material/Button')).toEqual([]);
  });

  // 1.4 KB gzip for two loading blocks: Placeholder draws them
  it('draws no MUI Skeleton', () => {
    expect(importing('@mui/material/Skeleton')).toEqual([]);
  });
});
