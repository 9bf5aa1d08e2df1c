import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT } from '@/sandbox/rateLimit';
import { harnessForFile } from '../sandbox/harness';
import { FLOW, PASSWORD, signedIn } from '../sandbox/customers';
import { codeOf, raw } from '../sandbox/raw';

// ADR 0020: ten wrong passwords from anyone used to refuse the right one for 15 minutes.
const h = harnessForFile();
const STRANGER = '198.51.100.66';
const CUSTOMER = '203.0.113.7';

const signIn = (userName: string, password: string, address: string) =>
  raw(h, 'congstar', 'POST', '/api/auth/authenticate', { userName, password }, { address }).then(codeOf);

afterEach(() => {
  vi.useRealTimers();
});

describe('a stranger cannot lock a customer out of the sign-in (ADR 0020)', FLOW, () => {
  it('a stranger’s wrong passwords stop the stranger, while the customer signs in from their address', async () => {
    await signedIn(h, 'congstar', 'victim@example.com');
    for (let i = 0; i < RATE_LIMIT.perAccountAndAddress * 2; i += 1)
      expect(await signIn('victim@example.com', `wrong guess ${i}`, STRANGER)).toBe(
        i < RATE_LIMIT.perAccountAndAddress ? 'NotAuthorizedException' : 'TOO_MANY_ATTEMPTS',
      );
    expect(await signIn('victim@example.com', PASSWORD, STRANGER)).toBe('TOO_MANY_ATTEMPTS');
    expect(await signIn('victim@example.com', PASSWORD, CUSTOMER)).toBe('200');
  });

  it('the stranger’s own limit lifts when the window has passed', async () => {
    await signedIn(h, 'congstar', 'patient@example.com');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < RATE_LIMIT.perAccountAndAddress; i += 1)
      await signIn('patient@example.com', 'wrong password', STRANGER);
    const refused = await raw(
      h,
      'congstar',
      'POST',
      '/api/auth/authenticate',
      { userName: 'patient@example.com', password: PASSWORD },
      { address: STRANGER },
    );
    expect(refused.body).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS' });
    const { retryAfterSeconds } = refused.body as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMIT.windowMs / 1000);
    vi.setSystemTime(Date.now() + retryAfterSeconds * 1000 + 1000);
    expect(await signIn('patient@example.com', PASSWORD, STRANGER)).toBe('200');
  });

  it('one address spraying many accounts is stopped on every account, its own included', async () => {
    const sprayer = '198.51.100.77';
    await signedIn(h, 'congstar', 'sprayer@example.com');
    for (let i = 0; i < RATE_LIMIT.perAddress; i += 1)
      expect(await signIn(`sprayed${i}@example.com`, 'Summer2026!', sprayer)).toBe('NotAuthorizedException');
    expect(await signIn('sprayer@example.com', PASSWORD, sprayer)).toBe('TOO_MANY_ATTEMPTS');
    expect(await signIn('sprayer@example.com', PASSWORD, CUSTOMER)).toBe('200');
  });
});
