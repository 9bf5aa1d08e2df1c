import { afterEach, describe, expect, it } from 'vitest';
import portal from '@/pages/api/sso/portal';
import { callApiRoute } from './apiRoute';

/** The answer, its one-time state (ssoState.ts) put as `<state>` where the location carries it. */
const get = (host: string, query: Record<string, string> = {}) => {
  const { status, location, body, headers } = callApiRoute(portal, { headers: { host }, query });
  const state = /^sso_state=([^;]+)/.exec(String(headers['set-cookie']))?.[1];
  if (location && state) expect(location).toContain(`state=${state}`);
  return location ? { status, location: location.replace(state ?? '<none>', '<state>') } : { status, body };
};

afterEach(() => {
  delete process.env.BACKEND_URL;
});

describe('GET /api/sso/portal (SPEC §6 single sign-on)', () => {
  it('on the embedded sandbox, leads to the sandbox portal with the way back and a new state', () => {
    expect(get('fcb.localhost:3000', { redirect: '/account/orders' })).toEqual({
      status: 302,
      location: '/sandbox/sso?redirect=%2Faccount%2Forders&state=<state>',
    });
  });

  it('in front of a real backend, leads to the tenant’s own portal with a new state', () => {
    process.env.BACKEND_URL = 'http://127.0.0.1:9';
    expect(get('fcb.localhost:3000', { redirect: '/account' })).toEqual({
      status: 302,
      location: 'https://kundenportal.fcb-mobil-prepaid.de/login?state=<state>',
    });
  });

  it('drops a way back that leaves the shop', () => {
    expect(get('edeka.localhost', { redirect: '//evil.example/' })).toMatchObject({
      location: '/sandbox/sso?state=<state>',
    });
  });

  it('is no page of a shop without single sign-on', () => {
    expect(get('congstar.localhost')).toEqual({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });
});
