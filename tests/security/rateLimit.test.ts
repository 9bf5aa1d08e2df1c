import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart, checkoutAddress } from '@/api';
import { RATE_LIMIT } from '@/sandbox/rateLimit';
import { harnessForFile } from '../sandbox/harness';
import { PASSWORD, signedIn, FLOW } from '../sandbox/customers';
import { codeOf, raw } from '../sandbox/raw';

const h = harnessForFile();
const SIGN_IN = '/api/auth/authenticate';

afterEach(() => {
  vi.useRealTimers();
});

const signIn = (tenantId: string, userName: string, password: string, address: string) =>
  raw(h, tenantId, 'POST', SIGN_IN, { userName, password }, { address }).then(codeOf);

async function fail(times: number, attempt: (i: number) => Promise<string>, expected: string) {
  for (let i = 0; i < times; i += 1) expect(await attempt(i)).toBe(expected);
}

describe('sign-in rate limits (failures only, sliding window)', FLOW, () => {
  it('per account and address: after the limit even the right password from that address answers 429', async () => {
    await signedIn(h, 'congstar', 'guessed@example.com');
    await fail(
      RATE_LIMIT.perAccountAndAddress,
      () => signIn('congstar', 'guessed@example.com', 'wrong password', '198.51.100.1'),
      'NotAuthorizedException',
    );
    const limited = await raw(
      h,
      'congstar',
      'POST',
      SIGN_IN,
      { userName: 'guessed@example.com', password: PASSWORD },
      { address: '198.51.100.1' },
    );
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: expect.any(Number),
    });
    // the customer from anywhere else, and the same account on another shop, sign in
    expect(await signIn('congstar', 'guessed@example.com', PASSWORD, '198.51.100.2')).toBe('200');
    await signedIn(h, 'fcb', 'guessed@example.com');
    expect(await signIn('fcb', 'guessed@example.com', PASSWORD, '198.51.100.1')).toBe('200');
  });

  it('per address: one address guessing many accounts is stopped, other addresses are not', async () => {
    await signedIn(h, 'edeka', 'bystander@example.com');
    await fail(
      RATE_LIMIT.perAddress,
      (i) => signIn('edeka', `victim${i}@example.com`, 'wrong password', '198.51.100.9'),
      'NotAuthorizedException',
    );
    expect(await signIn('edeka', 'bystander@example.com', PASSWORD, '198.51.100.9')).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    expect(await signIn('edeka', 'bystander@example.com', PASSWORD, '198.51.100.10')).toBe('200');
  });

  it('a success forgets the failures, so a customer who mistypes now and then is never stopped', async () => {
    await signedIn(h, 'kaufland', 'typo@example.com');
    for (let round = 0; round < 3; round += 1) {
      await fail(
        RATE_LIMIT.perAccountAndAddress - 1,
        () => signIn('kaufland', 'typo@example.com', 'typo password', '198.51.100.20'),
        'NotAuthorizedException',
      );
      expect(await signIn('kaufland', 'typo@example.com', PASSWORD, '198.51.100.20')).toBe('200');
    }
  });

  it('the window slides: the limit lifts when the failures are older than the window', async () => {
    await signedIn(h, 'norma', 'later@example.com');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await fail(
      RATE_LIMIT.perAccountAndAddress,
      () => signIn('norma', 'later@example.com', 'wrong password', '198.51.100.30'),
      'NotAuthorizedException',
    );
    expect(await signIn('norma', 'later@example.com', PASSWORD, '198.51.100.30')).toBe('TOO_MANY_ATTEMPTS');
    vi.setSystemTime(Date.now() + RATE_LIMIT.windowMs + 1000);
    expect(await signIn('norma', 'later@example.com', PASSWORD, '198.51.100.30')).toBe('200');
  });
});

describe('other guessable calls are limited too', FLOW, () => {
  it('confirm codes', async () => {
    await raw(h, 'congstar', 'POST', '/api/auth/register', {
      userName: 'code@example.com',
      password: PASSWORD,
    });
    const confirm = () =>
      raw(
        h,
        'congstar',
        'POST',
        '/api/shop/rest/v2/account/confirm',
        { userName: 'code@example.com', code: '99999999' },
        { address: '198.51.100.40' },
      ).then(codeOf);
    await fail(RATE_LIMIT.perAccount, confirm, 'AUTHENTICATION_FAILED');
    expect(await confirm()).toBe('TOO_MANY_ATTEMPTS');
  });

  it('password reset requests (each one sends a message) and reset codes', async () => {
    const forgot = () =>
      raw(
        h,
        'fcb',
        'POST',
        '/api/auth/forgotPass',
        { identifier: 'spam@example.com' },
        { address: '198.51.100.50' },
      ).then(codeOf);
    await fail(RATE_LIMIT.perAccount, forgot, '200');
    expect(await forgot()).toBe('TOO_MANY_ATTEMPTS');
    const reset = () =>
      raw(
        h,
        'fcb',
        'POST',
        '/api/auth/resetPass',
        { userName: 'spam@example.com', code: '99999999', password: PASSWORD },
        { address: '198.51.100.51' },
      ).then(codeOf);
    await fail(RATE_LIMIT.perAccount, reset, 'AUTHENTICATION_FAILED');
    expect(await reset()).toBe('TOO_MANY_ATTEMPTS');
  });

  it('one-time passwords of a cart', async () => {
    const ctx = h.ctx('congstar');
    const cart = await addToCart(ctx, {
      items: [{ productId: 'congstar-topup-15', phoneNumber: '+491511239907' }],
    });
    expect(
      await checkoutAddress(ctx, { cartName: cart.cartName, deliveryAddress: { email: 'otp@example.com' } }),
    ).toEqual({ nextStep: 'otp' });
    const guess = () =>
      raw(
        h,
        'congstar',
        'POST',
        '/api/shop/rest/validate-otp',
        { cartName: cart.cartName, otp: '0000000' },
        { address: '198.51.100.60' },
      ).then(codeOf);
    await fail(RATE_LIMIT.perAccount, guess, 'OTP_INVALID');
    expect(await guess()).toBe('TOO_MANY_ATTEMPTS');
  });
});
