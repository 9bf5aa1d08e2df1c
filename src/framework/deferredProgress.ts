import type { BundleTrim } from './bundleTrims';

/**
 * MUI's IconButton imports CircularProgress (about 1.5 KB gzip) for its `loading` state, which the
 * shop never sets, and so does every page with an Alert (whose close action is an IconButton): the
 * payment page's first load carried it for nothing. next.config sends that one import, in the
 * browser bundle only, to DeferredCircularProgress, which loads the spinner when one is drawn.
 * tests/framework/deferredProgress.test.ts fails when an upgrade changes the import this relies on
 * (docs/upgrading.md), or when the shop's code starts setting an IconButton's `loading`.
 */
export const DEFERRED_PROGRESS: BundleTrim = {
  request: /^\.\.\/CircularProgress(\/index)?(\.m?js)?$/,
  from: /[\\/]@mui[\\/]material[\\/]IconButton$/,
  by: './src/framework/DeferredCircularProgress.tsx',
};
