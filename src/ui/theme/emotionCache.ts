import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';

/**
 * The Emotion cache for MUI's styles, on the server (one per page render, `_document`) and in the
 * browser (one per page load, `_app`). Without stylis' vendor prefixer: the browsers this shop
 * supports read unprefixed flexbox, transforms, transitions and sticky positioning, and the
 * prefixes (`display:-webkit-box;display:-ms-flexbox;…`) made up about a fifth of every page's
 * inline CSS. Both sides must use the same options so the browser's styles match the server's.
 */
export function createShopEmotionCache(): EmotionCache {
  return createEmotionCache({ key: 'mui', stylisPlugins: [] });
}
