import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  authenticate,
  changePassword,
  confirmAccount,
  forgotPass,
  getProfile,
  register,
  resetPass,
  ssoAuthenticate,
} from '@/api';
import { clientOf, isLoopbackHost } from '@/sandbox/node';
import { NO_PROXY } from '@/tenancy/forwarded';
import { harnessForFile } from './harness';
import { ANY_SSO_STATE, errorCodeOf, latestCode, PASSWORD, signedIn, FLOW } from './customers';
import { codeOf, raw, sessionOf } from './raw';

const h = harnessForFile();
const PROFILE = '/api/shop/rest/account/profile';

describe('registration', FLOW, () => {
  it('takes an email user name once; a second registration is CUSTOMER_DUPLICATION_ERROR', async () => {
    const ctx = h.ctx('congstar');
    expect(await register(ctx, { userName: 'Reg@Example.com', password: PASSWORD })).toEqual({
      userName: 'reg@example.com',
      confirmationRequired: true,
    });
    expect(await errorCodeOf(register(ctx, { userName: 'reg@example.com', password: PASSWORD }))).toBe(
      'CUSTOMER_DUPLICATION_ERROR',
    );
    expect(await errorCodeOf(register(ctx, { userName: 'not an email', password: PASSWORD }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await errorCodeOf(register(ctx, { userName: 'short@example.com', password: 'short' }))).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('takes a phone number only where the shop allows phone registration; the code goes to the phone', async () => {
    expect(h.tenant('congstar').phoneRegistrationAllowed).toBe(true);
    expect(h.tenant('fcb').phoneRegistrationAllowed).toBe(false);
    const ctx = h.ctx('congstar');
    await register(ctx, { userName: '491511230001', password: PASSWORD });
    await confirmAccount(ctx, { userName: '+491511230001', code: await latestCode(ctx, '+491511230001') });
    expect(await authenticate(ctx, { userName: '+491511230001', password: PASSWORD })).toMatchObject({
      email: null,
      phoneNumber: '+491511230001',
    });
    expect(await errorCodeOf(register(h.ctx('fcb'), { userName: '+491511230001', password: PASSWORD }))).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('confirms with the inbox code: AUTHENTICATION_FAILED for a wrong code and for an unknown name alike', async () => {
    const ctx = h.ctx('edeka');
    await register(ctx, { userName: 'conf@example.com', password: PASSWORD });
    expect(await errorCodeOf(authenticate(ctx, { userName: 'conf@example.com', password: PASSWORD }))).toBe(
      'NotAuthorizedException',
    );
    expect(await errorCodeOf(confirmAccount(ctx, { userName: 'nobody@example.com', code: '123456' }))).toBe(
      'AUTHENTICATION_FAILED',
    );
    const code = await latestCode(ctx, 'conf@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await errorCodeOf(confirmAccount(ctx, { userName: 'conf@example.com', code: wrong }))).toBe(
      'AUTHENTICATION_FAILED',
    );
    expect(await errorCodeOf(confirmAccount(ctx, { userName: 'conf@example.com', code }))).toBe('OK');
  });
});

describe('sessions', FLOW, () => {
  it('sign-in answers NotAuthorizedException for a wrong password or an unknown user', async () => {
    await signedIn(h, 'congstar', 'wrongpw@example.com');
    const ctx = h.ctx('congstar');
    expect(
      await errorCodeOf(authenticate(ctx, { userName: 'wrongpw@example.com', password: 'not it at all' })),
    ).toBe('NotAuthorizedException');
    expect(await errorCodeOf(authenticate(ctx, { userName: 'ghost@example.com', password: PASSWORD }))).toBe(
      'NotAuthorizedException',
    );
  });

  it('the cookie is HttpOnly and SameSite=Strict, Secure unless served over plain http on localhost', async () => {
    await signedIn(h, 'fcb', 'cookie@example.com');
    const credentials = { userName: 'cookie@example.com', password: PASSWORD };
    const secure = await raw(h, 'fcb', 'POST', '/api/auth/authenticate', credentials);
    expect(secure.cookies?.[0]).toMatch(
      /^sbx_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=604800$/,
    );
    const local = await raw(h, 'fcb', 'POST', '/api/auth/authenticate', credentials, {
      secureCookies: false,
    });
    expect(local.cookies?.[0]).toMatch(
      /^sbx_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/,
    );
  });

  it('is rotated at sign-in: the session presented before is gone', async () => {
    await signedIn(h, 'congstar', 'rotate@example.com');
    const credentials = { userName: 'rotate@example.com', password: PASSWORD };
    const first = sessionOf(await raw(h, 'congstar', 'POST', '/api/auth/authenticate', credentials));
    const second = sessionOf(
      await raw(h, 'congstar', 'POST', '/api/auth/authenticate', credentials, { cookie: first }),
    );
    expect(second).not.toBe(first);
    expect(codeOf(await raw(h, 'congstar', 'GET', PROFILE, undefined, { cookie: first }))).toBe(
      'AUTHORIZATION_REQUIRED',
    );
    expect((await raw(h, 'congstar', 'GET', PROFILE, undefined, { cookie: second })).status).toBe(200);
  });

  it('is revoked at sign-out, and the answer clears the cookie', async () => {
    await signedIn(h, 'congstar', 'out@example.com');
    const credentials = { userName: 'out@example.com', password: PASSWORD };
    const cookie = sessionOf(await raw(h, 'congstar', 'POST', '/api/auth/authenticate', credentials));
    const out = await raw(h, 'congstar', 'POST', '/api/auth/signOut', {}, { cookie });
    expect(out.cookies?.[0]).toMatch(/^sbx_session=; .*Max-Age=0$/);
    expect(codeOf(await raw(h, 'congstar', 'GET', PROFILE, undefined, { cookie }))).toBe(
      'AUTHORIZATION_REQUIRED',
    );
  });

  it('of one shop is no session on another', async () => {
    const congstar = await signedIn(h, 'congstar', 'twoshops@example.com');
    expect((await getProfile(congstar)).email).toBe('twoshops@example.com');
    expect(await errorCodeOf(getProfile({ ...h.ctx('fcb'), fetch: congstar.fetch }))).toBe(
      'AUTHORIZATION_REQUIRED',
    );
    // and the account itself does not exist there
    expect(
      await errorCodeOf(authenticate(h.ctx('fcb'), { userName: 'twoshops@example.com', password: PASSWORD })),
    ).toBe('NotAuthorizedException');
  });
});

describe('passwords', FLOW, () => {
  it('forgot → reset with the inbox code; the reset ends the sessions signed in before', async () => {
    const before = await signedIn(h, 'kaufland', 'forgot@example.com');
    const ctx = h.ctx('kaufland');
    expect(await errorCodeOf(forgotPass(ctx, { identifier: 'unknown@example.com' }))).toBe('OK');
    await forgotPass(ctx, { identifier: 'forgot@example.com' });
    const code = await latestCode(ctx, 'forgot@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    const reset = { userName: 'forgot@example.com', password: 'a new password' };
    expect(await errorCodeOf(resetPass(ctx, { ...reset, code: wrong }))).toBe('AUTHENTICATION_FAILED');
    expect(await errorCodeOf(resetPass(ctx, { ...reset, userName: 'unknown@example.com', code }))).toBe(
      'AUTHENTICATION_FAILED',
    );
    await resetPass(ctx, { ...reset, code });
    expect(await errorCodeOf(getProfile(before))).toBe('AUTHORIZATION_REQUIRED');
    expect(await errorCodeOf(authenticate(ctx, { userName: 'forgot@example.com', password: PASSWORD }))).toBe(
      'NotAuthorizedException',
    );
    expect(await errorCodeOf(authenticate(ctx, reset))).toBe('OK');
  });

  it('change password: AUTHENTICATION_FAILED for a wrong current one; other sessions end, this one stays', async () => {
    const here = await signedIn(h, 'congstar', 'change@example.com');
    const elsewhere = h.ctx('congstar');
    await authenticate(elsewhere, { userName: 'change@example.com', password: PASSWORD });
    expect(
      await errorCodeOf(
        changePassword(h.ctx('congstar'), { currentPassword: PASSWORD, newPassword: 'whatever123' }),
      ),
    ).toBe('AUTHORIZATION_REQUIRED');
    expect(
      await errorCodeOf(
        changePassword(here, { currentPassword: 'not the one', newPassword: 'another password' }),
      ),
    ).toBe('AUTHENTICATION_FAILED');
    await changePassword(here, { currentPassword: PASSWORD, newPassword: 'another password' });
    expect((await getProfile(here)).email).toBe('change@example.com');
    expect(await errorCodeOf(getProfile(elsewhere))).toBe('AUTHORIZATION_REQUIRED');
    const fresh = h.ctx('congstar');
    expect(
      await errorCodeOf(authenticate(fresh, { userName: 'change@example.com', password: PASSWORD })),
    ).toBe('NotAuthorizedException');
    expect(
      await errorCodeOf(
        authenticate(fresh, { userName: 'change@example.com', password: 'another password' }),
      ),
    ).toBe('OK');
  });
});

describe('single sign-on', FLOW, () => {
  it.each(['edeka', 'fcb', 'kaufland', 'norma'])(
    '%s: the portal returns the customer signed in',
    async (tenantId) => {
      const ctx = h.ctx(tenantId);
      const answer = await ssoAuthenticate(
        ctx,
        { msisdn: '+491511235555', redirect: '/shop/checkout/cart' },
        ANY_SSO_STATE,
      );
      expect(answer.redirect).toBe('/shop/checkout/cart');
      expect(await getProfile(ctx)).toMatchObject({ phoneNumber: '+491511235555', email: null });
      // the same number is the same customer next time
      const again = h.ctx(tenantId);
      await ssoAuthenticate(again, { msisdn: '491511235555' }, ANY_SSO_STATE);
      expect((await getProfile(again)).userId).toBe((await getProfile(ctx)).userId);
    },
  );

  it('returns only to a path of the shop, and only where the shop has a portal', async () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example'])
      expect(
        await errorCodeOf(
          ssoAuthenticate(h.ctx('fcb'), { msisdn: '+491511235555', redirect }, ANY_SSO_STATE),
        ),
      ).toBe('VALIDATION_FAILED');
    expect(
      await errorCodeOf(ssoAuthenticate(h.ctx('congstar'), { msisdn: '+491511235555' }, ANY_SSO_STATE)),
    ).toBe('NotAuthorizedException');
    expect(
      await errorCodeOf(ssoAuthenticate(h.ctx('aufladen'), { msisdn: '+491511235555' }, ANY_SSO_STATE)),
    ).toBe('LOGIN_DISABLED');
  });
});

describe('the caller as the sandbox sees it', () => {
  const ONE_PROXY = { hops: 1, forwardedHost: true };
  const request = (
    headers: Record<string, string>,
    socket: { remoteAddress?: string; encrypted?: boolean },
  ) => ({ headers, socket }) as unknown as IncomingMessage;

  it.each([
    ['localhost', true],
    ['congstar.localhost:3000', true],
    ['127.0.0.1:5100', true],
    ['[::1]:3000', true],
    ['shop.example.com', false],
    ['localhost.example.com', false],
  ])('%s is a loopback host: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it.each([
    ['plain http on localhost', { host: 'congstar.localhost:3000' }, {}, false, false],
    ['https on localhost', { host: 'congstar.localhost:3000' }, { encrypted: true }, false, true],
    ['a production host', { host: 'shop.example.com' }, {}, false, true],
    [
      'behind the proxy, a local host',
      { host: '127.0.0.1:4000', 'x-forwarded-host': 'congstar.localhost:3000' },
      {},
      true,
      false,
    ],
    [
      'behind a TLS proxy',
      { host: '127.0.0.1:4000', 'x-forwarded-host': 'congstar.localhost', 'x-forwarded-proto': 'https' },
      {},
      true,
      true,
    ],
    [
      'untrusted forwarded headers',
      { host: 'shop.example.com', 'x-forwarded-host': 'localhost' },
      {},
      false,
      true,
    ],
  ])('%s: Secure cookies %s', (_name, headers, socket, trust, secure) => {
    const client = clientOf(
      request(headers, { remoteAddress: '10.0.0.1', ...socket }),
      trust ? ONE_PROXY : NO_PROXY,
    );
    expect(client.secureCookies).toBe(secure);
  });

  it('takes the address the trusted proxy added, never one the browser claims', () => {
    const headers = { host: '127.0.0.1:4000', 'x-forwarded-for': '1.2.3.4, 198.51.100.7' };
    expect(clientOf(request(headers, { remoteAddress: '127.0.0.1' }), ONE_PROXY).address).toBe(
      '198.51.100.7',
    );
    expect(clientOf(request(headers, { remoteAddress: '203.0.113.9' }), NO_PROXY).address).toBe(
      '203.0.113.9',
    );
  });
});
