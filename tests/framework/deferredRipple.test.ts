import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyTrim, trimmedTo } from '@/framework/bundleTrims';
import { DEFERRED_RIPPLE } from '@/framework/deferredRipple';
import { muiImport, resolvedFrom, sendsImport } from './replacements';

const buttonBaseFolder = path.join(process.cwd(), 'node_modules/@mui/material/ButtonBase');
const deferred = trimmedTo(DEFERRED_RIPPLE);

describe("MUI's touch ripple, loaded when a button first needs it (docs/performance.md §4.6)", () => {
  it('ButtonBase still imports the ripple by the request the replacement catches', () => {
    const { request } = muiImport('ButtonBase/ButtonBase', 'TouchRipple');
    expect(request).toBe('./TouchRipple.mjs');
    expect(DEFERRED_RIPPLE.request.test(request!)).toBe(true);
  });

  it("sends ButtonBase's import to the deferred ripple and leaves the deferred ripple's own alone", () => {
    const replace = applyTrim(DEFERRED_RIPPLE);
    expect(deferred).toBe(path.join(process.cwd(), 'src/framework/DeferredTouchRipple.tsx'));
    expect(resolvedFrom(replace, './TouchRipple.mjs', buttonBaseFolder)).toBe(deferred);
    // the deferred ripple loads the real one through the package's public path
    expect(DEFERRED_RIPPLE.request.test('@mui/material/ButtonBase/TouchRipple')).toBe(false);
    expect(resolvedFrom(replace, './TouchRipple.mjs', path.join(process.cwd(), 'src/ui'))).toBe(
      './TouchRipple.mjs',
    );
  });

  it('is installed in the browser bundle only (the server never mounts a ripple)', () => {
    expect(sendsImport(false, './TouchRipple.mjs', buttonBaseFolder, deferred)).toBe(true);
    expect(sendsImport(true, './TouchRipple.mjs', buttonBaseFolder, deferred)).toBe(false);
  });
});
