import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { forwardRef, memo, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { BUNDLE_TRIMS, applyTrim, trimmedTo, type BundleTrim } from '@/framework/bundleTrims';

const root = createRequire(path.join(process.cwd(), 'package.json'));
const [shimTrim, reactIsTrim] = BUNDLE_TRIMS as [BundleTrim, BundleTrim];
const hoistFolder = path.dirname(root.resolve('hoist-non-react-statics'));
const fromHoist = createRequire(path.join(hoistFolder, 'index.js'));

/** Where a request ends up after the trim, from a file in `folder`. */
function resolvedFrom(trim: BundleTrim, request: string, folder: string) {
  const result = { request, context: folder };
  applyTrim(trim)(result);
  return result.request;
}

describe('imports next.config sends to what the bundle already has (docs/upgrading.md)', () => {
  it("react-i18next's useTranslation still imports the shim, which the trim catches", () => {
    const source = readFileSync(
      path.join(process.cwd(), 'node_modules/react-i18next/dist/es/useTranslation.js'),
      'utf8',
    );
    expect(source).toMatch(/from ['"]use-sync-external-store\/shim['"]/);
    expect(shimTrim.request.test('use-sync-external-store/shim')).toBe(true);
    expect(resolvedFrom(shimTrim, 'use-sync-external-store/shim', '/any')).toBe(trimmedTo(shimTrim));
  });

  it("the shim's stand-in is React's own hook, under every name the shim exports", () => {
    const shim = root('use-sync-external-store/shim') as Record<string, unknown>;
    const main = root(trimmedTo(shimTrim)) as Record<string, unknown>;
    expect(Object.keys(main)).toEqual(expect.arrayContaining(Object.keys(shim)));
    expect(main.useSyncExternalStore).toBe(useSyncExternalStore);
  });

  it('hoist-non-react-statics still has its own react-is, and only its imports of it are sent on', () => {
    expect(fromHoist.resolve('react-is')).not.toBe(root.resolve('react-is'));
    expect(resolvedFrom(reactIsTrim, 'react-is', hoistFolder)).toBe(root.resolve('react-is'));
    expect(resolvedFrom(reactIsTrim, 'react-is', path.join(process.cwd(), 'node_modules/@mui/utils'))).toBe(
      'react-is',
    );
  });

  it("React 19's react-is answers as hoist-non-react-statics' own copy for what it reads", () => {
    const source = readFileSync(root.resolve('hoist-non-react-statics'), 'utf8');
    const read = [...new Set([...source.matchAll(/reactIs\.(\w+)/g)].map((match) => match[1]!))].sort();
    expect(read).toEqual(['ForwardRef', 'Memo', 'isMemo']);
    const own = fromHoist('react-is') as Record<string, unknown>;
    const shared = root('react-is') as Record<string, unknown>;
    expect(shared.ForwardRef).toBe(own.ForwardRef);
    expect(shared.Memo).toBe(own.Memo);
    const isMemo = (reactIs: Record<string, unknown>) => reactIs.isMemo as (value: unknown) => boolean;
    const Plain = () => null;
    // hoisting reads components, never elements (of which only React 19's copy knows React 19's)
    const components = [Plain, memo(Plain), forwardRef(Plain), memo(forwardRef(Plain))];
    for (const component of components) expect(isMemo(shared)(component)).toBe(isMemo(own)(component));
  });
});
