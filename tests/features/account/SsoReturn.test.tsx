import { afterEach, describe, expect, it, vi } from 'vitest';
import { ssoAuthenticateRoute } from '@/api';
import { SsoReturn } from '@/features/account/signin/SsoReturn';
import { configure, render, screen, waitFor } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { fakeFetch, on } from '../cart/fakeCartBackend';
import { user } from './fixtures';

configure({ asyncUtilTimeout: 10_000 });

const STATE = `lq2x3k.${'b'.repeat(43)}`;
const EXPIRED = 'This sign-in link has expired or was not started in this shop. Please sign in again.';
const sso = tenantFixture({ ssoLoginUrl: 'https://portal.example/login' });

function renderReturn(query: Record<string, string>, answer: 'ok' | 'mismatch' = 'ok') {
  const backend = fakeFetch(
    on(ssoAuthenticateRoute, () =>
      answer === 'ok'
        ? { redirect: '/account', user: { ...user, phoneNumber: '+491511234567' } }
        : { status: 403, errorCode: 'SSO_STATE_MISMATCH' },
    ),
  );
  vi.stubGlobal('fetch', backend.fetch);
  return { ...render(<SsoReturn />, { tenant: sso, router: { query } }), backend };
}

afterEach(() => vi.unstubAllGlobals());

describe('the way back from a single sign-on portal (/login/sso)', () => {
  it('signs in with the number, the way back and the state the portal handed back', async () => {
    const { backend, router } = renderReturn({ msisdn: '+491511234567', redirect: '/account', state: STATE });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/account'));
    expect(backend.calls).toEqual([
      expect.objectContaining({
        route: ssoAuthenticateRoute.id,
        query: { state: STATE },
        body: { msisdn: '+491511234567', redirect: '/account' },
      }),
    ]);
  });

  it('a link without a state (made anywhere but the shop) signs nobody in and says so', async () => {
    const { backend, router } = renderReturn({ msisdn: '+491511234567' });
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(backend.calls).toEqual([]);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('a state the storefront does not take (spent, old, another browser’s) says the link expired', async () => {
    const { router } = renderReturn({ msisdn: '+491511234567', state: STATE }, 'mismatch');
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(router.replace).not.toHaveBeenCalled();
  });
});
