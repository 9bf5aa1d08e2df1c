// @ts-check
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

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // STACK pitfall 2: without this the server uses a second @emotion/react and styles are not extracted.
  transpilePackages: ['@mui/material-nextjs'],
  i18n: nextI18nConfig(),
  outputFileTracingIncludes: { '/**': ['./tenants/**/*', './locales/**/*', './src/sandbox/db/migrations/**/*'] },
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
