import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyTrim, trimmedTo } from '@/framework/bundleTrims';
import { DEFERRED_PROGRESS } from '@/framework/deferredProgress';
import { typeScriptFilesOf } from '../architecture/sourceFiles';
import { muiImport, resolvedFrom, sendsImport } from './replacements';

const iconButtonFolder = path.join(process.cwd(), 'node_modules/@mui/material/IconButton');
const deferred = trimmedTo(DEFERRED_PROGRESS);

describe("IconButton's loading spinner, loaded when one is drawn (docs/performance.md §4.6)", () => {
  it('IconButton still imports the spinner by the request the replacement catches, for its loading state', () => {
    const { source, request } = muiImport('IconButton/IconButton', 'CircularProgress');
    expect(request).toBe('../CircularProgress/index.mjs');
    expect(DEFERRED_PROGRESS.request.test(request!)).toBe(true);
    // drawn only as the default `loadingIndicator`, while `loading` is true
    expect(source).toMatch(
      /loadingIndicator = loadingIndicatorProp \?\? \/\*#__PURE__\*\/_jsx\(CircularProgress/,
    );
    expect(source).toMatch(/children: loading && loadingIndicator/);
  });

  it("sends IconButton's import to the deferred spinner and leaves every other import of it alone", () => {
    const replace = applyTrim(DEFERRED_PROGRESS);
    expect(deferred).toBe(path.join(process.cwd(), 'src/framework/DeferredCircularProgress.tsx'));
    expect(resolvedFrom(replace, '../CircularProgress/index.mjs', iconButtonFolder)).toBe(deferred);
    // Button's own, and the deferred spinner's public path, stay the spinner
    const buttonFolder = path.join(process.cwd(), 'node_modules/@mui/material/Button');
    expect(resolvedFrom(replace, '../CircularProgress/index.mjs', buttonFolder)).toBe(
      '../CircularProgress/index.mjs',
    );
    expect(DEFERRED_PROGRESS.request.test('@mui/material/CircularProgress')).toBe(false);
  });

  it('is installed in the browser bundle only: the server renders what IconButton renders', () => {
    expect(sendsImport(false, '../CircularProgress/index.mjs', iconButtonFolder, deferred)).toBe(true);
    expect(sendsImport(true, '../CircularProgress/index.mjs', iconButtonFolder, deferred)).toBe(false);
  });

  // A spinner the server drew would be hydrated by a part with no HTML yet: the shop never sets it
  it("the shop's code sets no IconButton's loading state", () => {
    const setting = typeScriptFilesOf(path.join(process.cwd(), 'src')).filter((file) =>
      // the opening tag, arrow functions in its props included
      /<IconButton\b(?:=>|[^>])*\bloading\b/.test(readFileSync(file, 'utf8')),
    );
    expect(setting).toEqual([]);
  });
});
