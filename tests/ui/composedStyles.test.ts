import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { unsentStyles, unsentStylesTag } from '@/ui/theme/composedStyles';
import { createShopEmotionCache } from '@/ui/theme/emotionCache';

/** A page of composed MUI components rendered as `_document` renders one, with MUI's style tags. */
function renderPage() {
  const cache = createShopEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    createElement(
      CacheProvider,
      { value: cache },
      createElement(
        Fragment,
        null,
        createElement(Link, { href: '/shop' }, 'shop'),
        createElement(Button, { variant: 'contained' }, 'pay'),
      ),
    ),
  );
  const tags = extractCriticalToChunks(html).styles.map(({ key, ids, css }) =>
    createElement('style', {
      key,
      'data-emotion': `${key} ${ids.join(' ')}`,
      dangerouslySetInnerHTML: { __html: css },
    }),
  );
  return { cache, html, tags };
}

const namedBy = (tags: readonly ReactElement[]) =>
  new Set(
    tags.flatMap((tag) => (tag.props as { 'data-emotion': string })['data-emotion'].split(' ').slice(1)),
  );

describe('the styles a composed component inserts on the server', () => {
  it('are styles the HTML names no element by: the outer layers', () => {
    const { cache, html, tags } = renderPage();
    const { ids } = unsentStyles(cache, namedBy(tags));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(html).not.toContain(`mui-${id}`);
  });

  it('are all sent with the page, CSS included, so the browser compiles none of them again', async () => {
    const { cache, tags } = renderPage();
    const sent = namedBy(tags);
    const { ids } = unsentStyles(cache, sent);
    const props = await unsentStylesTag(cache).resolveProps({ html: '', emotionStyleTags: tags });
    const withTag = namedBy(props.emotionStyleTags);
    for (const id of ids) expect(withTag.has(id)).toBe(true);
    const added = props.emotionStyleTags.at(-1)?.props as {
      'data-emotion': string;
      dangerouslySetInnerHTML: { __html: string };
    };
    expect(added['data-emotion'].startsWith('mui ')).toBe(true);
    for (const id of ids) expect(added.dangerouslySetInnerHTML.__html).toContain(`.mui-${id}`);
    // every style the server made, global ones aside, is named by a tag of the page
    const registered = Object.keys(cache.inserted).filter((id) => cache.registered[`mui-${id}`]);
    for (const id of registered) expect(withTag.has(id)).toBe(true);
  });

  it('leave the tags alone where every style is named already', async () => {
    const { cache, tags } = renderPage();
    const all = new Set(Object.keys(cache.inserted));
    expect(unsentStyles(cache, all)).toEqual({ ids: [], css: '' });
    const props = await unsentStylesTag(createShopEmotionCache()).resolveProps({ emotionStyleTags: tags });
    expect(props.emotionStyleTags).toHaveLength(tags.length);
  });
});
