import { Head } from 'next/document';
import type { JSX } from 'react';
import { AFTER_PAINT_ATTRIBUTE } from '@/config/scriptsAfterPaint';

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

/**
 * `next/document`'s `Head` with the page's scripts deferred until after the first paint. Next has no
 * option for that; its undocumented `getScripts` makes the script tags and is overridden here
 * (docs/upgrading.md: tests/framework/afterPaintHead.test.tsx checks its shape). No part is a
 * next/dynamic one (ADR 0035), so `getDynamicChunks` has nothing to emit and is left alone.
 */
export class AfterPaintHead extends Head {
  override getScripts(files: HeadFiles) {
    return super.getScripts(files).map(afterPaint);
  }
}
