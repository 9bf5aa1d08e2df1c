import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import type { JSX } from 'react';
import { CONSENT_MARKER_SCRIPT } from '@/config/consentMarker';
import { KEPT_TYPED_SCRIPT } from '@/config/keptTyped';
import { AFTER_PAINT_ATTRIBUTE, SCRIPTS_AFTER_PAINT } from '@/config/scriptsAfterPaint';
import type { ShellProps } from '@/server/pageLoad';
import { createShopEmotionCache } from '@/ui/theme/emotionCache';

/**
 * One of Next's script tags as an inert marker that `SCRIPTS_AFTER_PAINT` turns into the script
 * once the page has painted (ADR 19). An inline one (Turbopack's bootstrap in development) stays,
 * as do the nomodule polyfills, which modern browsers never load.
 */
const afterPaint = (script: JSX.Element): JSX.Element =>
  typeof script.props.src === 'string' ? (
    <script key={script.key} type="text/x-after-paint" {...{ [AFTER_PAINT_ATTRIBUTE]: script.props.src }} />
  ) : (
    script
  );

type HeadFiles = Parameters<Head['getScripts']>[0];

// No part is a next/dynamic one (docs/architecture.md §7), so Next has no dynamic chunks to emit.
class ShopHead extends Head {
  override getScripts(files: HeadFiles) {
    return super.getScripts(files).map(afterPaint);
  }
}

type Props = DocumentProps & DocumentHeadTagsProps & { nonce?: string };

export default function AppDocument(props: Props) {
  const pageProps = props.__NEXT_DATA__.props?.pageProps as Partial<ShellProps> | undefined;
  const state = pageProps?.initialReduxState;
  const tenant = state?.tenant?.config;
  // The colour scheme class is rendered on the server from the cookie, so there is no flash.
  const scheme = state?.theme?.colorScheme ?? 'light';
  return (
    <Html lang={state?.tenant?.language ?? 'en'} className={scheme} style={{ colorScheme: scheme }}>
      <ShopHead nonce={props.nonce}>
        <DocumentHeadTags {...props} />
        {tenant && (
          <>
            <link rel="icon" href={`/tenants/${tenant.assetFolder}/favicon.ico`} sizes="any" />
            <link rel="icon" href={`/tenants/${tenant.assetFolder}/icon.svg`} type="image/svg+xml" />
            <link rel="apple-touch-icon" href={`/tenants/${tenant.assetFolder}/icon-192.png`} />
            <link rel="manifest" href="/api/manifest" />
            {/* before the body paints: a first visit's consent panel shows with the page (ADR 14) */}
            <script dangerouslySetInnerHTML={{ __html: CONSENT_MARKER_SCRIPT }} />
            {/* before the body paints: nothing typed or sent in a form before hydration is lost (ADR 22) */}
            <script dangerouslySetInnerHTML={{ __html: KEPT_TYPED_SCRIPT }} />
          </>
        )}
      </ShopHead>
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
        <script dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_PAINT }} />
      </body>
    </Html>
  );
}

AppDocument.getInitialProps = async (ctx: DocumentContext) => {
  const initialProps = await documentGetInitialProps(ctx, { emotionCache: createShopEmotionCache() });
  const nonce = ctx.req?.headers['x-nonce'];
  return { ...initialProps, nonce: typeof nonce === 'string' ? nonce : undefined };
};
