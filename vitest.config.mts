import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Unit tests run in node, component tests (*.test.tsx) in jsdom. The postgres project is the sandbox
// suite again against a real PostgreSQL (scripts/test-postgres.sh sets DATABASE_URL), plus the tests
// that only make sense there (*.pg.test.ts: several instances sharing one database). The security
// project is the probes of an attacker against the sandbox and the storefront's own routes, each test
// named after the rule it guards; `npm run test:security` runs it on PGlite and on PostgreSQL.
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/**/*.pg.test.ts', 'tests/security/**'],
        },
      },
      {
        extends: true,
        test: { name: 'security', environment: 'node', include: ['tests/security/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'postgres', environment: 'node', include: ['tests/sandbox/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/setup/component.ts'],
        },
      },
    ],
  },
});
