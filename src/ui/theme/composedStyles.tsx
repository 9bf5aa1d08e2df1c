import type { EmotionCache } from '@emotion/cache';
import type { ComponentProps, ReactElement } from 'react';
import type { AppType } from 'next/app';

/**
 * The styles the server inserted that no element of the page carries: the outer layers of MUI's
 * composed components (Link over Typography, Button over ButtonBase), whose class the inner layer
 * replaces with one of both. Emotion's server sends only the classes the HTML names, so the browser
 * compiled and inserted each of these again while hydrating: about 50 rules, 100 ms of the result
 * page's hydration at 4× (stylis and insertRule in the insertion effects of one commit).
 */
export function unsentStyles(cache: EmotionCache, sent: ReadonlySet<string>): { ids: string[]; css: string } {
  const ids: string[] = [];
  let css = '';
  for (const [id, inserted] of Object.entries(cache.inserted)) {
    // a global style (nothing registered under its class) has a tag of its own already
    if (typeof inserted !== 'string' || sent.has(id) || !cache.registered[`${cache.key}-${id}`]) continue;
    ids.push(id);
    css += inserted;
  }
  return { ids, css };
}

/** The ids the page's style tags name: `data-emotion="<key> <id> <id> …"`. */
function sentIds(tags: readonly ReactElement<unknown>[]): Set<string> {
  return new Set(
    tags.flatMap((tag) => {
      const names = (tag?.props as { 'data-emotion'?: string } | undefined)?.['data-emotion'];
      return names ? names.split(' ').slice(1) : [];
    }),
  );
}

/**
 * A plugin of `documentGetInitialProps` (run after MUI's, which makes the style tags): one more tag
 * with the unsent styles, under the cache's key, so the browser's cache counts them as inserted
 * (createCache reads the ids of every `data-emotion` tag of its key) and hydration compiles nothing
 * the server had. Their CSS comes too, not only their names: the same styles may be the final class
 * of an element that only the browser renders (a contained button beside a contained link).
 */
export function unsentStylesTag(cache: EmotionCache) {
  return {
    enhanceApp: (App: AppType) => (props: ComponentProps<AppType>) => <App {...props} />,
    resolveProps: async <P extends object>(props: P): Promise<P> => {
      const tags = (props as { emotionStyleTags?: ReactElement<unknown>[] }).emotionStyleTags ?? [];
      const { ids, css } = unsentStyles(cache, sentIds(tags));
      if (ids.length === 0) return props;
      const tag = (
        <style
          key={`${cache.key}-unsent`}
          data-emotion={`${cache.key} ${ids.join(' ')}`}
          nonce={cache.nonce}
          dangerouslySetInnerHTML={{ __html: css }}
        />
      );
      return { ...props, emotionStyleTags: [...tags, tag] };
    },
  };
}
