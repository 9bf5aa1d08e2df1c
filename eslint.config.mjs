import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { FRAMEWORK_FOLDERS, INTERNAL_IMPORTS } from './src/framework/internalImports.mjs';

const uiLayers = ['@/features/*', '@/ui/*', '@/pages/*', '@/store/*', '@/i18n/*', '@/server/*'];
/** ADR 14: links go through ShopLink, which does not prefetch every link in view. */
const nextLink = { name: 'next/link', message: "use ShopLink from '@/ui/layout/ShopLink'" };

/**
 * A feature's server half (ADR 0052): its pages' loaders and the data they read, imported by pages,
 * src/server and other server halves, never by browser code.
 */
const SERVER_HALVES = ['src/features/*/server.ts', 'src/features/*/server/**'];

/** What a feature's browser code may not import: server code, its own feature's server half too. */
const BROWSER_NEVER_IMPORTS = [
  {
    regex: '^(@/features/[^/]+|\\.{1,2}(/.*)?)/server(/|$)',
    message: "a feature's server half is imported by pages and server code only (ADR 0052)",
  },
  {
    regex: '^@/server(/|$)',
    message: "browser code never imports src/server; the feature's server half does (ADR 0052)",
  },
];

/** The modules that may read the tenant itself: the slice and the shop built from it. */
const SHOP_READERS = ['src/tenancy/tenantSlice.ts', 'src/tenancy/shop.ts'];

const ONE_WAY = [
  {
    selector: "ImportSpecifier[imported.name='selectTenant']",
    message: "read the shop with useShop() ('@/tenancy/useShop') or shopThunk's `shop`",
  },
  {
    selector: "Literal[value='generalErrorMessage']",
    message: "use GENERAL_ERROR from '@/api/generalError'",
  },
];

const LATER_ONLY_LISTED = {
  selector: 'ImportExpression',
  message: 'code loaded later comes through a loader of LAZY_LOADERS (eslint.config.mjs), with its reason',
};

/**
 * The approved lazy loaders: the only modules that load code with `import()`, each for a reason a
 * page's first load would otherwise pay for (docs/performance.md). A part of a page is deferred with
 * `deferredPart` (its module here declares the part); a library or a feature's calls come with the
 * first use that needs them.
 */
const LAZY_LOADERS = [
  // parts of pages, deferred with deferredPart until they are reached or their data is in (and a
  // rule or cookie module a part's page needs only once the customer acts)
  'src/features/account/AccountEntry.tsx',
  'src/features/account/pages/AutoTopupsPage.tsx',
  'src/features/account/pages/LightTopupPage.tsx',
  'src/features/account/signin/LoginPage.tsx',
  'src/features/account/signin/ResetPasswordPage.tsx',
  'src/features/account/signin/SsoReturnPage.tsx',
  'src/features/blog/BlogList.tsx',
  'src/features/blog/BlogPostView.tsx',
  'src/features/cart/CartPage.tsx',
  'src/features/catalogue/BrandPage.tsx',
  'src/features/catalogue/ProductGrid.tsx',
  'src/features/catalogue/ShopHome.tsx',
  'src/features/catalogue/search/SearchSection.tsx',
  'src/features/checkout/PaymentPage.tsx',
  'src/features/commit/EsimActivation.tsx',
  'src/features/commit/ResultPage.tsx',
  'src/features/consent/ConsentManager.tsx',
  'src/features/info/InfoPage.tsx',
  'src/features/international/InternationalFormPart.tsx',
  'src/features/topup/TopupForm.tsx',
  'src/pages/_app.tsx',
  'src/ui/layout/Header.tsx',
  'src/ui/notifications/NotificationsProvider.tsx',
  // calls and their schemas with the first call, not in every page's first load
  'src/api/client.ts',
  'src/features/cart/useAddToCart.ts',
  'src/features/cart/useCartActions.ts',
  'src/features/commit/useCommitRun.ts',
  'src/features/commit/ResultContents.tsx',
  // libraries with large data, with the field that needs them
  'src/tenancy/phoneLib.ts',
  'src/ui/fields/countries.ts',
  'src/ui/fields/CountryField.tsx',
  'src/features/checkout/AddressLookup.tsx',
  // the server's own: the database driver chosen at run time, Node-only instrumentation
  'src/sandbox/db/client.ts',
  'src/instrumentation.ts',
  // the browser's shell after the first paint: stored state, texts loaded in the browser, the
  // cart's and the trackers' cookies
  'src/store/PersistenceBoundary.tsx',
  'src/i18n/config.ts',
  'src/features/cart/CartCookie.tsx',
  'src/features/tracking/TrackingManager.tsx',
  // MUI's touch ripple, with a button's first press or keyboard focus
  'src/framework/DeferredTouchRipple.tsx',
  // IconButton's loading spinner, when an icon button first shows one
  'src/framework/DeferredCircularProgress.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // lazily injected slices declare themselves by extending the store's interface (RTK's WithSlice)
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // ADR 0034: an import circle makes load order decide what a module sees (undefined at import
  // time) and ties lazily loaded parts to their loaders; the resolver reads tsconfig's `@/` paths.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: './tsconfig.json' },
          extensions: ['.ts', '.tsx', '.js'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // ADR 0036: a package's internals only behind src/framework/ (docs/upgrading.md). Later blocks that
  // restrict imports replace this rule for their files, so each repeats these patterns.
  { rules: { 'no-restricted-imports': ['error', { patterns: INTERNAL_IMPORTS }] } },
  // docs/architecture.md §3: the sandbox depends only on the contract, never on UI code.
  {
    files: ['src/sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: uiLayers, message: 'the sandbox may import only @/api (and @/tenancy data)' },
            ...INTERNAL_IMPORTS,
          ],
        },
      ],
    },
  },
  // docs/architecture.md §3: features use each other only through their public index; a
  // feature's browser code never reaches server code, its own server half included (ADR 0052).
  {
    files: ['src/features/**'],
    ignores: SERVER_HALVES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [nextLink],
          patterns: [
            {
              regex: '^@/features/[^/]+/(?!server(/|$)).+',
              message: "import another feature through its index ('@/features/x')",
            },
            ...BROWSER_NEVER_IMPORTS,
            ...INTERNAL_IMPORTS,
          ],
        },
      ],
    },
  },
  // ADR 0052: a feature's server half (its pages' loaders and their data) uses src/server's helpers,
  // and another feature through its index or its server half.
  {
    files: SERVER_HALVES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[^/]+/(?!server$).+',
              message:
                "import another feature through its index ('@/features/x') or server half ('@/features/x/server')",
            },
            ...INTERNAL_IMPORTS,
          ],
        },
      ],
    },
  },
  // ADR 0052: what src/server needs of a feature (the sitemap's catalogue, posts and destinations)
  // it reads through the feature's server half, never from its browser code.
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/features(?!/[^/]+/server$)|(\\.\\./)+features(/|$))',
              message: "src/server reaches a feature only through its server half ('@/features/x/server')",
            },
            ...INTERNAL_IMPORTS,
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**', 'src/tenancy/**', 'src/ui/**', 'src/store/**', 'src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [nextLink],
          patterns: [
            {
              group: ['@/features/*', '@/features', '@/pages/*'],
              message: 'shared layers never depend on features or pages',
            },
            ...INTERNAL_IMPORTS,
          ],
        },
      ],
    },
  },
  // The composition root is the one place where feature slices meet the store.
  {
    files: ['src/store/rootReducer.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: INTERNAL_IMPORTS }] },
  },
  // The adapter and the tests of the shapes it relies on; its Head is rendered by _document only.
  {
    files: FRAMEWORK_FOLDERS.map((folder) => `${folder}**`),
    rules: { 'no-restricted-imports': 'off', '@next/next/no-document-import-in-page': 'off' },
  },
  // ADR 0051: one way to read the shop (useShop, or shopThunk's `shop` in a thunk), never the tenant
  // itself with its null, and one constant for the catch-all message; and code loaded later only
  // where LAZY_LOADERS says why.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...SHOP_READERS, ...LAZY_LOADERS],
    rules: { 'no-restricted-syntax': ['error', ...ONE_WAY, LATER_ONLY_LISTED] },
  },
  {
    files: LAZY_LOADERS,
    ignores: SHOP_READERS,
    rules: { 'no-restricted-syntax': ['error', ...ONE_WAY] },
  },
  {
    files: ['src/api/generalError.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // Command-line scripts print their results.
  { files: ['bench/**', 'scripts/**'], rules: { 'no-console': 'off' } },
  // Plain CommonJS read by next.config.js before any TypeScript is compiled.
  {
    files: ['**/*.cjs', 'next.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
