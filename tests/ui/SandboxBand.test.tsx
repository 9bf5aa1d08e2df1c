import type { AppProps } from 'next/app';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterContext } from '@/framework/routerContext';
import App from '@/pages/_app';
import { bareShellProps, shellProps, type ShellProps } from '@/server/pageLoad';
import { getTenant } from '@/tenancy/registry';
import { createMockRouter } from './render';

afterEach(() => {
  vi.unstubAllEnvs();
});

function Page() {
  return <p>page content</p>;
}

/** The server's HTML of a page through _app, as the build pre-renders it. */
function serverHtml(pageProps: ShellProps, locale = 'default') {
  const router = createMockRouter({ locale });
  const props = { Component: Page, pageProps, router } as unknown as AppProps<ShellProps>;
  return renderToString(
    <RouterContext.Provider value={router}>
      <App {...props} />
    </RouterContext.Provider>,
  );
}

const shop = (id: string, language: string, scheme: 'light' | 'dark' = 'light') =>
  shellProps(getTenant(id)!, language, scheme)!;

describe('the test-shop band (SANDBOX=true, ADR 0021)', () => {
  it('is absent from a build without SANDBOX=true', () => {
    const html = serverHtml(shop('congstar', 'de'));
    expect(html).toContain('page content');
    expect(html).not.toContain('sandbox-band');
    expect(html).not.toContain('Testshop');
  });

  it.each([
    ['congstar', 'de', 'light', 'Testshop – keine echten Zahlungen'],
    ['tmobilenl', 'nl', 'dark', 'Testwinkel – geen echte betalingen'],
    ['aufladen', 'en', 'light', 'Test shop – no real payments'],
  ] as const)(
    'is in the server HTML of every %s page, in its language (%s), as a named landmark (%s)',
    (id, language, scheme, text) => {
      vi.stubEnv('SANDBOX_BAND', 'true');
      const html = serverHtml(shop(id, language, scheme));
      expect(html).toMatch(
        new RegExp(
          `<aside[^>]*aria-labelledby="sandbox-band"[^>]*>\\s*<p[^>]*id="sandbox-band"[^>]*>${text}</p>`,
        ),
      );
      // above the page, not inside its header or main content
      expect(html.indexOf('sandbox-band')).toBeLessThan(html.indexOf('<main'));
    },
  );

  it('is on the pages outside a shop too (directory, unknown shop, sandbox pages)', () => {
    vi.stubEnv('SANDBOX_BAND', 'true');
    expect(serverHtml(bareShellProps('bare'))).toContain('Test shop – no real payments');
  });
});
