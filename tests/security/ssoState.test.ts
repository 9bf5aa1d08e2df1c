import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  issueSsoState,
  SPENT_STATES_MAX,
  spentSsoStates,
  SSO_STATE_TTL_SECONDS,
  takeSsoState,
} from '@/server/ssoState';
import { hostRequest, type RawAnswer } from '../server/hostRequest';
import { startStorefrontApi, type StorefrontApi } from '../server/storefrontApi';

/*
 * Issue: on a single-sign-on shop, GET /login/sso?msisdn=… signed in whoever opened the link, as the
 * number's customer: a link on any site signed its visitors into the attacker's account. The
 * storefront now takes ssoAuthenticate only with the one-time state it issued to this browser on
 * the way to the portal (src/server/ssoState.ts), in sandbox and in proxy mode.
 */

const SHOP = 'fcb.localhost:3000';
const OWN = { origin: `http://${SHOP}` };
const PHONE = { msisdn: '+491511237777', redirect: '/account' };
const SSO = '/api/auth/ssoAuthenticate';

let api: StorefrontApi;

beforeAll(async () => {
  api = await startStorefrontApi((res) => {
    res.setHeader('set-cookie', 'sbx_session=upstream; Path=/; HttpOnly');
    res.end(JSON.stringify({ redirect: '/account', user: { isAuthenticated: true } }));
  });
  // the process-wide sandbox opens and seeds its database on its first call
  await hostRequest(api.port, { host: SHOP, method: 'GET', path: '/api/shop/rest/v3/payment-methods' });
}, 120_000);
afterAll(() => api?.close());
afterEach(() => {
  delete process.env.BACKEND_URL;
  vi.useRealTimers();
});

const cookiesOf = (answer: RawAnswer): string[] => {
  const set = answer.headers['set-cookie'];
  return Array.isArray(set) ? set : set ? [set] : [];
};

/** Leaves for the portal as the shop's sign-in link does: the state's cookie and the portal's link. */
async function leaveForPortal(): Promise<{
  state: string;
  cookie: string;
  setCookie: string;
  location: string;
}> {
  const answer = await hostRequest(api.port, {
    host: SHOP,
    method: 'GET',
    path: '/api/sso/portal?redirect=/account',
  });
  const setCookie = cookiesOf(answer).find((cookie) => cookie.startsWith('sso_state=')) ?? '';
  const state = /^sso_state=([^;]+)/.exec(setCookie)?.[1] ?? '';
  return { state, cookie: `sso_state=${state}`, setCookie, location: String(answer.headers.location) };
}

/** The shop's /login/sso page calling ssoAuthenticate with what the link and the browser hold. */
async function signIn(state: string | null, cookie: string | null) {
  const answer = await hostRequest(api.port, {
    host: SHOP,
    method: 'POST',
    path: state === null ? SSO : `${SSO}?state=${encodeURIComponent(state)}`,
    body: PHONE,
    headers: { ...OWN, ...(cookie === null ? {} : { cookie }) },
  });
  const body = JSON.parse(answer.text || '{}') as { errorCode?: string };
  return { status: answer.status, errorCode: body.errorCode, cookies: cookiesOf(answer) };
}

const REFUSED = { status: 403, errorCode: 'SSO_STATE_MISMATCH' };

describe.each([
  ['sandbox mode', false],
  ['proxy mode', true],
])(
  'single sign-on takes only the state this shop issued to this browser, in %s',
  { timeout: 30_000 },
  (_mode, proxied) => {
    const backend = () => {
      if (proxied) process.env.BACKEND_URL = api.upstreamUrl;
    };

    it('the way to the portal sets the state as an HttpOnly cookie of the one call, and puts it in the link', async () => {
      backend();
      const { state, setCookie, location } = await leaveForPortal();
      expect(state).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
      expect(setCookie).toContain(`Path=${SSO}`);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain(`Max-Age=${SSO_STATE_TTL_SECONDS}`);
      expect(new URL(location, 'http://x').searchParams.get('state')).toBe(state);
    });

    it('the link back with the state signs in once; the answer clears the state', async () => {
      backend();
      const { state, cookie } = await leaveForPortal();
      const before = api.upstreamCalls();
      const first = await signIn(state, cookie);
      expect(first.status).toBe(200);
      expect(first.cookies.some((set) => set.startsWith('sbx_session='))).toBe(true);
      expect(first.cookies).toContainEqual(expect.stringMatching(/^sso_state=; .*Max-Age=0/));
      // single use: the same state again, even with its cookie kept, signs nobody in
      expect(await signIn(state, cookie)).toMatchObject(REFUSED);
      expect(api.upstreamCalls() - before).toBe(proxied ? 1 : 0);
    });

    it.each<[string, () => Promise<{ state: string | null; cookie: string | null }>]>([
      ['a link made anywhere (no state, no cookie)', async () => ({ state: null, cookie: null })],
      [
        'the attacker’s own state in a link, opened in the victim’s browser (no cookie)',
        async () => ({ state: (await leaveForPortal()).state, cookie: null }),
      ],
      [
        'the attacker’s state against the victim’s own cookie',
        async () => ({ state: (await leaveForPortal()).state, cookie: (await leaveForPortal()).cookie }),
      ],
      [
        'a cookie without the link’s state',
        async () => ({ state: null, cookie: (await leaveForPortal()).cookie }),
      ],
      ['a malformed state matching its cookie', async () => ({ state: 'abc', cookie: 'sso_state=abc' })],
    ])('refuses %s', async (_name, make) => {
      backend();
      const { state, cookie } = await make();
      const before = api.upstreamCalls();
      expect(await signIn(state, cookie)).toMatchObject(REFUSED);
      expect(api.upstreamCalls()).toBe(before);
    });

    it('refuses a state older than its lifetime', async () => {
      backend();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const { state, cookie } = await leaveForPortal();
      vi.setSystemTime(Date.now() + SSO_STATE_TTL_SECONDS * 1000 + 1);
      expect(await signIn(state, cookie)).toMatchObject(REFUSED);
    });
  },
);

describe('the spent states a process remembers are bounded', () => {
  it('filling it beyond SPENT_STATES_MAX keeps SPENT_STATES_MAX', { timeout: 30_000 }, () => {
    let taken = 0;
    for (let i = 0; i < SPENT_STATES_MAX + 50; i += 1) {
      const res = { setHeader: () => res } as unknown as ServerResponse;
      let state = '';
      const issuing = {
        setHeader: (_name: string, value: string) => {
          state = /^sso_state=([^;]+)/.exec(value)?.[1] ?? '';
        },
      } as unknown as ServerResponse;
      const req = { headers: { host: SHOP }, socket: {} } as unknown as IncomingMessage;
      issueSsoState(req, issuing);
      const back = {
        url: `${SSO}?state=${state}`,
        headers: { host: SHOP, cookie: `sso_state=${state}` },
        socket: {},
      } as unknown as IncomingMessage;
      if (takeSsoState(back, res)) taken += 1;
    }
    expect(taken).toBe(SPENT_STATES_MAX + 50);
    expect(spentSsoStates()).toBe(SPENT_STATES_MAX);
  });
});
