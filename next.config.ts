import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
// Relative paths: the loader of next.config.ts resolves `@/` in this file but not in what it imports.
import { DEFAULT_NEXT_LOCALE, nextLocales } from './src/i18n/locales';
import { BUNDLE_TRIMS, applyTrim } from './src/framework/bundleTrims';
import { DEFERRED_PROGRESS } from './src/framework/deferredProgress';
import { DEFERRED_RIPPLE } from './src/framework/deferredRipple';
import { EagerCompileHintPlugin } from './src/framework/eagerCompileHint';
import { scanPageTexts } from './src/i18n/pageTexts';
import { MUI_CSS_VARS_STUB, muiCssVarsModules } from './src/framework/muiCssVars';
import { contentSecurityPolicy } from './src/server/csp';
import { currentBackendEnv, routingEnvKey, serverEnv } from './src/server/env';
import { sandboxLocalOnly } from './src/server/sandboxHosts';
import { siteRules } from './src/server/siteRules';
import { getTenantRegistry } from './src/tenancy/registry';
import { thirdPartyOrigins } from './src/tenancy/thirdPartyScripts';

// A broken tenant file stops the build here, with the tenant, field and reason. The tenants give the
// build its languages and their third-party script origins; their pages render at run time (ADR 0029).
const tenants = [...getTenantRegistry().values()];
const locales = nextLocales(tenants);
const dev = process.env.NODE_ENV !== 'production';
const localOnly = sandboxLocalOnly(currentBackendEnv());
const rules = siteRules({
  tenants,
  locales: locales.filter((locale) => locale !== DEFAULT_NEXT_LOCALE),
  shopId: serverEnv.shopId,
  defaultTenant: serverEnv.defaultTenant,
  trustProxy: serverEnv.proxyTrust.forwardedHost,
  sandboxLocalOnly: localOnly,
  contentSecurityPolicy: (tenant) => contentSecurityPolicy(dev, thirdPartyOrigins(tenant)),
  baseContentSecurityPolicy: contentSecurityPolicy(dev),
});

/**
 * The texts of `common` each shop page names (src/i18n/pageTexts.ts): a page carries those and the
 * top-level messages, not the whole namespace. Read off the code at build; development serves all
 * texts, since its code changes under it.
 */
const pageTexts = dev
  ? ''
  : JSON.stringify(
      scanPageTexts({
        srcRoot: path.join(__dirname, 'src'),
        pagesRoot: path.join(__dirname, 'src', 'pages', '_sites', '[site]', '[scheme]'),
        shell: ['_app.tsx', '_document.tsx'].map((file) => path.join(__dirname, 'src', 'pages', file)),
        tree: JSON.parse(readFileSync(path.join(__dirname, 'locales', 'en', 'common.json'), 'utf8')),
      }),
    );

const localHosts = '(?:.+\\.)?localhost|127\\.0\\.0\\.1|\\[::1\\]';

/** Headers for every response; a tenant's host replaces the CSP with its own (siteRules). */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev) },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
];

/** The features' public faces (src/features/<feature>/index.ts). */
const featureIndexes = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Pages are pre-rendered files: hashing each HTML answer again for an ETag cost about 5 % of the
  // server's time per page (bench/ssr.mjs), and a page revalidation saves little over serving it.
  generateEtags: false,
  // Without this the server uses a second @emotion/react and styles are not extracted.
  transpilePackages: ['@mui/material-nextjs'],
  i18n: { locales, defaultLocale: DEFAULT_NEXT_LOCALE, localeDetection: false },
  // The routing environment is part of the build (the rules below); the server checks that it
  // starts with the same one (src/instrumentation-node.ts), and with a backend where the rules
  // show the shop on every host. SANDBOX is part of it, and the pages rendered at build carry the
  // test-shop band by it (src/ui/layout/SandboxBand.tsx): decided at build, the pages stay static
  // files, with no per-request render or rewrite for the band.
  env: {
    BUILT_ROUTING_ENV: routingEnvKey(),
    // the sitemap's date of the pages whose content is the deployment's own (ADR 0027)
    BUILT_AT: new Date().toISOString(),
    BUILT_SANDBOX_LOCAL_ONLY: String(localOnly),
    SANDBOX_BAND: String(serverEnv.sandbox),
    // Next's locales are part of the build: a tenant added at run time must speak among them (ADR 0029).
    BUILT_LOCALES: locales.join(','),
    PAGE_TEXTS: pageTexts,
  },
  outputFileTracingIncludes: {
    '/**': ['./locales/**/*', './src/sandbox/db/migrations/**/*'],
  },
  // The tenants and their artwork are read at run time by path (ADR 0029): scripts/standalone.mjs
  // copies both folders whole, and a deployment mounts its own over them. Named in no trace, so the
  // build output does not grow with the number of tenants.
  outputFileTracingExcludes: { '/**': ['./tenants/**/*', './public/tenants/**/*'] },
  // `next dev` runs Turbopack and stops when it finds a webpack config without a turbopack one. It
  // needs nothing here: the stub below only trims the production (webpack) browser bundle.
  turbopack: {},
  webpack(webpackConfig, { isServer, webpack }) {
    // A feature's index only re-exports its modules. Said so, a page that imports one name from it
    // gets that name's module, not every module the index names (the cart's index would bring its
    // thunks, the contract's client and the cart summary into the result page's first load).
    webpackConfig.module.rules.push({ test: featureIndexes, sideEffects: false });
    if (!isServer) {
      webpackConfig.plugins.push(
        // MUI's CSS-variables themes, which tenant themes never use (src/framework/muiCssVars.ts)
        new webpack.NormalModuleReplacementPlugin(muiCssVarsModules, path.join(__dirname, MUI_CSS_VARS_STUB)),
        new EagerCompileHintPlugin(),
        // packages React 19 makes redundant (src/framework/bundleTrims.ts)
        ...BUNDLE_TRIMS.map(
          (trim) => new webpack.NormalModuleReplacementPlugin(trim.request, applyTrim(trim)),
        ),
        // MUI's touch ripple, loaded when a button first needs it (src/framework/deferredRipple.ts)
        new webpack.NormalModuleReplacementPlugin(DEFERRED_RIPPLE.request, applyTrim(DEFERRED_RIPPLE)),
        // IconButton's loading spinner, loaded when one is drawn (src/framework/deferredProgress.ts)
        new webpack.NormalModuleReplacementPlugin(DEFERRED_PROGRESS.request, applyTrim(DEFERRED_PROGRESS)),
      );
    }
    return webpackConfig;
  },
  async redirects() {
    return rules.redirects;
  },
  async rewrites() {
    return {
      beforeFiles: rules.beforeFiles,
      afterFiles: [],
      // Next serves public/ as it was at start-up: a tenant's artwork added since comes from here
      // (`locale: false` rules see the path with its locale, the default one included)
      fallback: [
        {
          source: '/:locale/tenants/:folder/:file',
          destination: '/api/tenant-asset/:folder/:file',
          locale: false,
        },
      ],
    };
  },
  async headers() {
    // Of two rules that set one header the later wins: the tenants' CSP comes after the default.
    // `locale: false`: Next otherwise puts a locale in front of the source, and /_next/ paths (the
    // static chunks) never carry one, so they would go without these headers.
    return [
      { source: '/:path*', locale: false, headers: securityHeaders },
      ...rules.headers,
      {
        source: '/:path*',
        locale: false,
        missing: [{ type: 'host', value: localHosts }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
      },
    ];
  },
};

/**
 * The build makes the deployable server too (.next/standalone, completed by scripts/standalone.mjs;
 * Dockerfile, docs/operations.md). Only the build is told so: `next start` serves the same build from
 * the project folder, and told of the standalone output it would warn that it "does not work" with it,
 * in the very first lines the quick start prints.
 */
export default function nextConfig(phase: string): NextConfig {
  return phase === PHASE_PRODUCTION_BUILD ? { ...config, output: 'standalone' } : config;
}
