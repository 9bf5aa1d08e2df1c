import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';

describe('which phases of Next are told of the standalone output', () => {
  it.each([
    [PHASE_PRODUCTION_BUILD, 'standalone'],
    // `next start` would warn that it does not work with it, in the quick start's first lines
    [PHASE_PRODUCTION_SERVER, undefined],
    [PHASE_DEVELOPMENT_SERVER, undefined],
  ])('%s: output %s', (phase, output) => {
    expect(nextConfig(phase).output).toBe(output);
  });
});
