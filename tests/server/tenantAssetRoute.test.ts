import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import handler from '@/pages/api/tenant-asset/[folder]/[file]';
import { callApiRoute } from './apiRoute';

/** ADR 0029: a tenant's artwork added while the server runs is read from public/tenants/ when asked for. */
describe('GET /tenants/<folder>/<file> of artwork Next did not see at start-up', () => {
  const get = async (query: Record<string, string>, method = 'GET') => {
    const reply = callApiRoute(handler, { method, headers: {}, query });
    await vi.waitFor(() => expect(reply.body).toBeDefined());
    return reply;
  };

  it.each<[string, string, string]>([
    ['congstar', 'logo.svg', 'image/svg+xml'],
    ['aufladen', 'icon-192.png', 'image/png'],
    ['aufladen', 'favicon.ico', 'image/x-icon'],
  ])('serves public/tenants/%s/%s as it is on disk now, as %s', async (folder, file, type) => {
    const reply = await get({ folder, file });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.body).toEqual(readFileSync(`public/tenants/${folder}/${file}`));
  });

  it.each<[string, Record<string, string>, number, string]>([
    ['a file that is not there', { folder: 'congstar', file: 'nothing.svg' }, 404, 'NOT_FOUND'],
    ['a way out of the folder', { folder: '..', file: 'package.json' }, 400, 'VALIDATION_FAILED'],
    ['a file that is no artwork', { folder: 'congstar', file: 'tenant.json' }, 400, 'VALIDATION_FAILED'],
    ['a hidden file', { folder: 'congstar', file: '.env.svg' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_name, query, status, errorCode) => {
    expect(await get(query)).toMatchObject({ status, body: { errorCode } });
  });

  it('answers only reads', async () => {
    expect(await get({ folder: 'congstar', file: 'logo.svg' }, 'POST')).toMatchObject({
      status: 405,
      body: { errorCode: 'METHOD_NOT_ALLOWED' },
    });
  });
});
