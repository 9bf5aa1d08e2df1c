import { describe, expect, it } from 'vitest';
import {
  authenticate,
  confirmAccount,
  editProfile,
  forgotPass,
  getOrderHistory,
  getProfile,
  getSandboxInbox,
  register,
  resetPass,
  signOut,
  isApiError,
} from '@/api';
import { FLOW } from './customers';
import { harnessForFile, type Harness } from './harness';

const h = harnessForFile();

const code = async (ctx: ReturnType<Harness['ctx']>) =>
  /(\d{6})/.exec((await getSandboxInbox(ctx)).messages[0]?.text ?? '')?.[1] ?? '';
const errorCodeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: unknown) => (isApiError(error) ? error.errorCode : 'THROWN'),
  );

// every sign-in hashes, an unknown or unconfirmed user's too: an account flow's timeout
describe('accounts (minimal)', FLOW, () => {
  it('registers, confirms, signs in with an HttpOnly Secure SameSite=Strict cookie, and signs out', async () => {
    const ctx = h.ctx('congstar');
    const userName = 'ada@example.com';
    expect(await register(ctx, { userName, password: 'correct horse' })).toEqual({
      userName,
      confirmationRequired: true,
    });
    expect(await errorCodeOf(register(ctx, { userName, password: 'another one' }))).toBe(
      'CUSTOMER_DUPLICATION_ERROR',
    );
    expect(await errorCodeOf(authenticate(ctx, { userName, password: 'correct horse' }))).toBe(
      'NotAuthorizedException',
    );
    await confirmAccount(ctx, { userName, code: await code(ctx) });
    expect(await errorCodeOf(authenticate(ctx, { userName, password: 'wrong horse' }))).toBe(
      'NotAuthorizedException',
    );
    const response = await h.sandbox.handle({
      method: 'POST',
      path: '/api/auth/authenticate',
      query: new URLSearchParams(),
      headers: {},
      bodyText: JSON.stringify({ userName, password: 'correct horse' }),
      tenant: h.tenant('congstar'),
    });
    expect(response.cookies?.[0]).toMatch(
      /^sbx_session=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=604800$/,
    );

    expect(await errorCodeOf(getProfile(ctx))).toBe('AUTHORIZATION_REQUIRED');
    expect(await authenticate(ctx, { userName, password: 'correct horse' })).toMatchObject({
      isAuthenticated: true,
      email: userName,
    });
    expect(await editProfile(ctx, { firstName: 'Ada' })).toMatchObject({ firstName: 'Ada', email: userName });
    expect(await getOrderHistory(ctx, { offset: 0, limit: 15 })).toEqual({
      rows: [],
      metadata: { totalCount: 0 },
    });
    // a session of one shop is no session in another
    expect(await errorCodeOf(getProfile({ ...h.ctx('edeka'), fetch: ctx.fetch }))).toBe(
      'AUTHORIZATION_REQUIRED',
    );
    await signOut(ctx);
    expect(await errorCodeOf(getProfile(ctx))).toBe('AUTHORIZATION_REQUIRED');
  });

  it('resets a password with the mailed code', async () => {
    const ctx = h.ctx('edeka');
    await register(ctx, { userName: 'bob@example.com', password: 'first password' });
    await forgotPass(ctx, { identifier: 'bob@example.com' });
    expect(await errorCodeOf(forgotPass(ctx, { identifier: 'nobody@example.com' }))).toBe('OK');
    await resetPass(ctx, { userName: 'bob@example.com', code: await code(ctx), password: 'second password' });
    expect(
      await authenticate(ctx, { userName: 'bob@example.com', password: 'second password' }),
    ).toMatchObject({
      isAuthenticated: true,
    });
  });

  it('refuses login where the shop disables it', async () => {
    const disabled =
      [...['aufladen', 'foocall']].find((id) => h.tenant(id).features.authDisabled) ?? 'aufladen';
    expect(
      await errorCodeOf(register(h.ctx(disabled), { userName: 'c@example.com', password: 'whatever1' })),
    ).toBe('LOGIN_DISABLED');
  });
});
