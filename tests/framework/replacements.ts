import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { ImportToResolve } from '@/framework/bundleTrims';
import nextConfig from '../../next.config';

/** Where `request` from a file in `folder` ends up after the replacement. */
export function resolvedFrom(replace: (result: ImportToResolve) => void, request: string, folder: string) {
  const result = { request, context: folder };
  replace(result);
  return result.request;
}

/** The replacements next.config installs in one bundle, with a stand-in for webpack's plugin. */
export function replacements(isServer: boolean) {
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

/** Whether one bundle's replacements send `request`, made from a file in `folder`, to `target`. */
export function sendsImport(isServer: boolean, request: string, folder: string, target: string) {
  return replacements(isServer).some(
    ({ request: caught, replace }) =>
      caught.test(request) &&
      typeof replace === 'function' &&
      resolvedFrom(replace as (result: ImportToResolve) => void, request, folder) === target,
  );
}

/** An MUI module's source (`@mui/material/<module>.mjs`) and the request by which it imports `name`. */
export function muiImport(module: string, name: string) {
  const source = readFileSync(
    path.join(process.cwd(), 'node_modules/@mui/material', `${module}.mjs`),
    'utf8',
  );
  return { source, request: new RegExp(`import ${name} from "([^"]+)"`).exec(source)?.[1] };
}
