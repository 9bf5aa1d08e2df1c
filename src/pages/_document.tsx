import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { CONSENT_MARKER_SCRIPT } from '@/config/consentMarker';
import { KEPT_TYPED_SCRIPT } from '@/config/keptTyped';
import { SCRIPTS_AFTER_PAINT } from '@/config/scriptsAfterPaint';
import { AfterPaintHead } from '@/framework/AfterPaintHead';
import type { ShellProps } from '@/server/pageLoad';
import { structuredDataText } from '@/ui/shell/JsonLd';
import { organization, webSite } from '@/ui/shell/structuredData';
import { unsentStylesTag } from '@/ui/theme/composedStyles';
import { createShopEmotionCache } from '@/ui/theme/emotionCache';

type Props = DocumentProps & DocumentHeadTagsProps & { nonce?: string };

export default function AppDocument(props: Props) {
  const pageProps = props.__NEXT_DATA__.props?.pageProps as Partial<ShellProps> | undefined;
  const state = pageProps?.initialReduxState;
  const tenant = state?.tenant?.config;
  // The colour scheme class is rendered on the server from the cookie, so there is no flash.
  const scheme = state?.theme?.colorScheme ?? 'light';
  const language = state?.tenant?.language ?? 'en';
  return (
    <Html lang={language} className={scheme} style={{ colorScheme: scheme }}>
      <AfterPaintHead nonce={props.nonce}>
        <DocumentHeadTags {...props} />
        {tenant && (
          <>
            <link rel="icon" href={`/tenants/${tenant.assetFolder}/favicon.ico`} sizes="any" />
            <link rel="icon" href={`/tenants/${tenant.assetFolder}/icon.svg`} type="image/svg+xml" />
            <link rel="apple-touch-icon" href={`/tenants/${tenant.assetFolder}/icon-192.png`} />
            <link rel="manifest" href="/api/manifest" />
            {/* for crawlers, who read the server's HTML: written here, it costs the browser no code */}
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{
                __html: structuredDataText([organization(tenant, language), webSite(tenant, language)]),
              }}
            />
            {/* before the body paints: a first visit's consent panel shows with the page (ADR 14) */}
            <script dangerouslySetInnerHTML={{ __html: CONSENT_MARKER_SCRIPT }} />
            {/* before the body paints: nothing typed or sent in a form before hydration is lost (ADR 22) */}
            <script dangerouslySetInnerHTML={{ __html: KEPT_TYPED_SCRIPT }} />
          </>
        )}
      </AfterPaintHead>
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
        <script dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_PAINT }} />
      </body>
    </Html>
  );
}

AppDocument.getInitialProps = async (ctx: DocumentContext) => {
  const emotionCache = createShopEmotionCache();
  const initialProps = await documentGetInitialProps(ctx, {
    emotionCache,
    plugins: [unsentStylesTag(emotionCache)],
  });
  const nonce = ctx.req?.headers['x-nonce'];
  return { ...initialProps, nonce: typeof nonce === 'string' ? nonce : undefined };
};
