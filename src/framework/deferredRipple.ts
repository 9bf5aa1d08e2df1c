import type { BundleTrim } from './bundleTrims';

/**
 * MUI's ButtonBase imports its TouchRipple (about 3 KB gzip with its helpers) into every page, yet
 * mounts it only when a button is first pressed or focused from the keyboard. next.config sends
 * that one import to DeferredTouchRipple, which loads the ripple then. The keyboard focus ring is
 * the theme's `focusVisible` outline, drawn without the ripple. tests/framework/deferredRipple.test.ts
 * fails when an upgrade changes the import this relies on (docs/upgrading.md).
 */
export const DEFERRED_RIPPLE: BundleTrim = {
  request: /^\.\/TouchRipple(\.m?js)?$/,
  from: /[\\/]@mui[\\/]material[\\/]ButtonBase$/,
  by: './src/framework/DeferredTouchRipple.tsx',
};
