import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraph, src } from '../architecture/moduleGraph';

describe("the contract's chunks in the browser", () => {
  // Classic zod is 97 KB minified and a task of about 20 ms on page load (80 ms or more on a slow
  // phone), zod/mini a 35 KB chunk of a few ms; one classic import in this graph brings it back.
  it('import zod only as zod/mini', () => {
    const { modules, packages } = moduleGraph(path.join(src, 'api/client.ts'));
    expect(modules).toEqual(
      expect.arrayContaining(['api/common.ts', 'api/checkout.ts', 'tenancy/schema.ts']),
    );
    expect(packages.filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual(['zod/mini']);
  });
});
