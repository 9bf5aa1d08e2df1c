// @ts-check
const path = require('node:path');
const { nextI18nConfig } = require('./src/i18n/nextLocales.cjs');
const { contentSecurityPolicy } = require('./src/server/csp.cjs');

const localHosts = '(?:.+\\.)?localhost|127\\.0\\.0\\.1|\\[::1\\]';

/** Headers for every response. */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy(process.env.NODE_ENV !== 'production') },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
];

/**
 * MUI's CSS-variables theme modules, replaced in the browser bundle by a stub: tenant themes are plain
 * per-scheme themes, so MUI never calls them (src/ui/theme/cssVarsStub.mjs says why).
 */
const muiCssVarsModules =
  /[\\/]@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)\.m?js$/;

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Pages are pre-rendered files: hashing each HTML answer again for an ETag cost about 5 % of the
  // server's time per page (bench/ssr.mjs), and a page revalidation saves little over serving it.
  generateEtags: false,
  // STACK pitfall 2: without this the server uses a second @emotion/react and styles are not extracted.
  transpilePackages: ['@mui/material-nextjs'],
  i18n: nextI18nConfig(),
  outputFileTracingIncludes: {
    '/**': ['./tenants/**/*', './locales/**/*', './src/sandbox/db/migrations/**/*'],
  },
  // `next dev` runs Turbopack and stops when it finds a webpack config without a turbopack one. It
  // needs nothing here: the stub below only trims the production (webpack) browser bundle.
  turbopack: {},
  webpack(config, { isServer, webpack }) {
    if (!isServer) {
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(
          muiCssVarsModules,
          path.join(__dirname, 'src/ui/theme/cssVarsStub.mjs'),
        ),
      );
    }
    return config;
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      {
        source: '/:path*',
        missing: [{ type: 'host', value: localHosts }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
      },
    ];
  },
};
