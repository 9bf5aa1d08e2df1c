import { afterEach, describe, expect, it } from 'vitest';
import portal from '@/pages/api/sso/portal';
import { callApiRoute } from './apiRoute';

const get = (host: string, query: Record<string, string> = {}) => {
  const { status, location, body } = callApiRoute(portal, { headers: { host }, query });
  return location ? { status, location } : { status, body };
};

afterEach(() => {
  delete process.env.BACKEND_URL;
});

describe('GET /api/sso/portal (SPEC §6 single sign-on)', () => {
  it('on the embedded sandbox, leads to the sandbox portal with the way back', () => {
    expect(get('fcb.localhost:3000', { redirect: '/account/orders' })).toEqual({
      status: 302,
      location: '/sandbox/sso?redirect=%2Faccount%2Forders',
    });
  });

  it('in front of a real backend, leads to the tenant’s own portal', () => {
    process.env.BACKEND_URL = 'http://127.0.0.1:9';
    expect(get('fcb.localhost:3000', { redirect: '/account' })).toEqual({
      status: 302,
      location: 'https://kundenportal.fcb-mobil-prepaid.de/login',
    });
  });

  it('drops a way back that leaves the shop', () => {
    expect(get('edeka.localhost', { redirect: '//evil.example/' })).toMatchObject({
      location: '/sandbox/sso',
    });
  });

  it('is no page of a shop without single sign-on', () => {
    expect(get('congstar.localhost')).toEqual({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });
});
