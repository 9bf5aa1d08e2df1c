/**
 * Next's own matchers of next.config's route rules: the path pattern, the `has`/`missing`
 * conditions and the destination. Tests evaluate the shop's rules with them, so a rule means to the
 * tests what it means to Next's server (docs/upgrading.md).
 */
export { buildCustomRoute } from 'next/dist/lib/build-custom-route';
export { default as loadCustomRoutes } from 'next/dist/lib/load-custom-routes';
export { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
export { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
/** The rewrites as the build hands them to the browser router (ADR 0003 relies on what it drops). */
export { normalizeRewritesForBuildManifest as browserRewrites } from 'next/dist/build/webpack/plugins/build-manifest-plugin-utils';
