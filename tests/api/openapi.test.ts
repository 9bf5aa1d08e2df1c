import { Validator } from '@seriousme/openapi-schema-validator';
import type { NextApiRequest, NextApiResponse } from 'next';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '@/api/openapi';
import { allRoutes } from '@/api/routes';
import handler from '@/pages/api/openapi.json';

/** The body /api/openapi.json answers with. */
function served(): string {
  let body = '';
  const res = {
    once: () => res,
    setHeader: () => res,
    status: () => res,
    send: (text: string) => {
      body = text;
      return res;
    },
  };
  handler({ headers: {} } as NextApiRequest, res as unknown as NextApiResponse);
  return body;
}

describe('OpenAPI document', () => {
  const doc = openApiDocument() as {
    openapi: string;
    paths: Record<
      string,
      Record<
        string,
        { operationId: string; parameters: Array<{ name?: string; in?: string }>; requestBody?: unknown }
      >
    >;
  };

  it('is OpenAPI 3.1 with one operation per contract route', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(allRoutes.map((route) => route.id).sort());
  });

  it('documents the quirks: object-type, path parameters and JSON bodies', () => {
    const search = doc.paths['/api/shop/rest/v1/products']?.get;
    expect(search?.parameters.map((p) => p.name)).toContain('object-type');
    const count = doc.paths['/api/shop/rest/v2/carts/{cartName}/items/{itemKey}/{count}']?.put;
    expect(count?.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual([
      'cartName',
      'itemKey',
      'count',
    ]);
    expect(doc.paths['/api/shop/rest/v2/addToCart']?.post?.requestBody).toBeDefined();
  });

  it('SPEC §7: DELETE smstopup takes its index in a JSON body, not in the query', () => {
    const remove = doc.paths['/api/shop/rest/smstopup']?.delete;
    expect(remove?.parameters.filter((p) => p.in === 'query')).toEqual([]);
    expect(remove?.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { required: ['index'] } } },
    });
  });

  it('/api/openapi.json serves a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(served()));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('the validator refuses a broken document, so the check above has teeth', async () => {
    const broken = JSON.parse(served()) as Record<string, unknown>;
    delete broken.info;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });
});
