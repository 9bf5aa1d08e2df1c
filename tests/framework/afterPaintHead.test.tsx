import { HtmlContext } from 'next/dist/shared/lib/html-context.shared-runtime';
import { Head } from 'next/document';
import type { ContextType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE } from '@/config/scriptsAfterPaint';
import { AfterPaintHead } from '@/framework/AfterPaintHead';

// What a `next build --webpack` production render hands the document's Head: the shared and the
// page's chunks and no Turbopack bootstrap. No part is a next/dynamic one (ADR 0035), so there are no
// dynamic imports to preload.
const htmlContext = {
  __NEXT_DATA__: { page: '/shop', props: {}, query: {}, buildId: 'build' },
  buildManifest: {
    pages: { '/_app': ['static/chunks/main.js', 'static/chunks/app.js'], '/shop': ['static/chunks/shop.js'] },
    polyfillFiles: ['static/chunks/polyfills.js'],
    lowPriorityFiles: ['static/build/_buildManifest.js'],
    devFiles: [],
    rootMainFiles: [],
  },
  dynamicImports: [],
  docComponentsRendered: {},
  dangerousAsPath: '/shop',
  assetPrefix: '',
  assetQueryString: '',
  mutableAssetQueryString: '',
  isDevelopment: false,
  disableOptimizedLoading: false,
  unstable_runtimeJS: true,
  unstable_JsPreload: true,
  head: [],
  headTags: [],
  styles: [],
  scriptLoader: {},
  locale: 'en',
} as unknown as ContextType<typeof HtmlContext>;

const headHtml = (Component: typeof Head) =>
  renderToStaticMarkup(
    <HtmlContext.Provider value={htmlContext}>
      <Component nonce="n" />
    </HtmlContext.Provider>,
  );

const scriptSources = (html: string) =>
  [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(([, src]) => src);
const markers = (html: string) =>
  [...html.matchAll(new RegExp(`<script[^>]* ${AFTER_PAINT_ATTRIBUTE}="([^"]+)"`, 'g'))].map(
    ([, src]) => src,
  );

const CHUNKS = [
  '/_next/static/chunks/main.js',
  '/_next/static/chunks/app.js',
  '/_next/static/chunks/shop.js',
  '/_next/static/build/_buildManifest.js',
];

describe("next/document's Head, whose script tags AfterPaintHead rewrites (ADR 19, docs/upgrading.md)", () => {
  it('has the undocumented method that makes the script tags', () => {
    expect(typeof Head.prototype.getScripts).toBe('function');
  });

  it("renders the page's chunks through them, as deferred scripts with a src and nothing inline", () => {
    const html = headHtml(Head);
    expect(scriptSources(html)).toEqual(expect.arrayContaining(CHUNKS));
    // the CSP allows no inline script but its three hashed ones (src/server/csp.ts)
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('AfterPaintHead renders every chunk as an inert marker instead, in the same order', () => {
    const before = scriptSources(headHtml(Head));
    const html = headHtml(AfterPaintHead);
    expect(markers(html)).toEqual(before.filter((src) => CHUNKS.includes(src ?? '')));
    expect(scriptSources(html).filter((src) => CHUNKS.includes(src ?? ''))).toEqual([]);
    expect(html).toContain('type="text/x-after-paint"');
  });
});
