/**
 * Module paths that reach below a package's public entry points, into code its maintainers may
 * change in any release. Only src/framework/ imports them (and tests/framework/, which checks the
 * shapes the shop relies on); the ESLint config and tests/architecture/frameworkInternals.test.ts
 * hold every other file to that (docs/upgrading.md, ADR 0036).
 */
export const INTERNAL_IMPORTS = [
  { regex: '^next/dist/', message: "Next's internals: use or extend an adapter in src/framework/" },
  {
    // MUI's public surface is one level deep (`@mui/material/Button`, `@mui/material/styles`)
    regex: '^@mui/[^/]+/[^/]+/',
    message: "MUI's internal modules: use or extend an adapter in src/framework/",
  },
  {
    regex: '^redux-persist/(es|lib)/',
    message: "redux-persist's internal modules: use src/framework/persistActions or webStorage",
  },
];

/** The folders allowed to import them. */
export const FRAMEWORK_FOLDERS = ['src/framework/', 'tests/framework/'];
