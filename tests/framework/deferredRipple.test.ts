import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { NextConfig } from 'next';
import { describe, expect, it } from 'vitest';
import { applyTrim, trimmedTo, type ImportToResolve } from '@/framework/bundleTrims';
import { DEFERRED_RIPPLE } from '@/framework/deferredRipple';
import nextConfig from '../../next.config';

const buttonBaseFolder = path.join(process.cwd(), 'node_modules/@mui/material/ButtonBase');
const deferred = trimmedTo(DEFERRED_RIPPLE);

/** Where `request` from a file in `folder` ends up after the replacement. */
function resolvedFrom(replace: (result: ImportToResolve) => void, request: string, folder: string) {
  const result = { request, context: folder };
  replace(result);
  return result.request;
}

/** The replacements next.config installs in one bundle, with a stand-in for webpack's plugin. */
function replacements(isServer: boolean) {
  class NormalModuleReplacementPlugin {
    constructor(
      readonly request: RegExp,
      readonly replace: unknown,
    ) {}
  }
  const webpack = nextConfig(PHASE_PRODUCTION_BUILD).webpack as NonNullable<NextConfig['webpack']>;
  const config = webpack({ module: { rules: [] }, plugins: [] }, {
    isServer,
    webpack: { NormalModuleReplacementPlugin },
  } as never) as { plugins: unknown[] };
  return config.plugins.filter((plugin) => plugin instanceof NormalModuleReplacementPlugin);
}

describe("MUI's touch ripple, loaded when a button first needs it (docs/performance.md §4.6)", () => {
  it('ButtonBase still imports the ripple by the request the replacement catches', () => {
    const source = readFileSync(path.join(buttonBaseFolder, 'ButtonBase.mjs'), 'utf8');
    const request = /import TouchRipple from "([^"]+)"/.exec(source)?.[1];
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
    const sendsTheRipple = (plugins: ReturnType<typeof replacements>) =>
      plugins.some(
        ({ request, replace }) =>
          request.test('./TouchRipple.mjs') &&
          typeof replace === 'function' &&
          resolvedFrom(
            replace as (result: ImportToResolve) => void,
            './TouchRipple.mjs',
            buttonBaseFolder,
          ) === deferred,
      );
    expect(sendsTheRipple(replacements(false))).toBe(true);
    expect(sendsTheRipple(replacements(true))).toBe(false);
  });
});
