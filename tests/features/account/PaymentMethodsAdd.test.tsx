import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentTokenCreateRoute, paymentTokensRoute } from '@/api';
import { PaymentMethodsPage } from '@/features/account/pages/PaymentMethodsPage';
import { DEVICE_ID_STUB } from '@/tenancy/thirdPartyScripts';
import { configure, render, screen, waitFor } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { fakeFetch, on } from '../cart/fakeCartBackend';
import { user } from './fixtures';

configure({ asyncUtilTimeout: 10_000 });

const signedIn = {
  auth: { user },
  authView: { dialog: { open: false, content: 'login' as const }, hydrated: true },
};

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.deviceIdentification;
  window.location.hash = '';
});

describe(
  'adding a payment method from the account (SPEC §7 payment-tokens/create)',
  { timeout: 30_000 },
  () => {
    it.each([
      ['both device settings on: the device check’s id goes along', true, true, { deviceId: 'DEV-CHECK-1' }],
      ['only the switch on: no device id', true, false, {}],
      ['only sending on: no device id', false, true, {}],
    ])('%s', async (_, deviceIDSwitch, shouldSendDeviceID, device) => {
      const backend = fakeFetch(
        on(paymentTokensRoute, () => ({ paymentTokens: [] })),
        // a fragment: the page's navigation to the payer stays inside the test's document
        on(paymentTokenCreateRoute, () => ({ payerUrl: '#payer' })),
      );
      vi.stubGlobal('fetch', backend.fetch);
      // what the device check's script leaves once it has run (ADR 0005)
      window.deviceIdentification = { deviceId: 'DEV-CHECK-1' };
      const { user: person } = render(<PaymentMethodsPage />, {
        tenant: tenantFixture({
          settings: { deviceIDSwitch, shouldSendDeviceID, deviceIDURL: 'https://device.example/check.js' },
        }),
        preloadedState: signedIn,
      });
      // the device check's script runs here as on the payment page (the local stand-in on this host)
      const checkScript = () => document.head.querySelector(`script[src="${DEVICE_ID_STUB}"]`);
      await waitFor(() => expect(Boolean(checkScript())).toBe('deviceId' in device));
      await person.click(await screen.findByRole('button', { name: 'Add a card' }));
      await waitFor(() => expect(window.location.hash).toBe('#payer'));
      expect(backend.calls.find((call) => call.route === 'createPaymentToken')?.body).toEqual({
        paymentMethod: 'creditcard',
        deliveryAddress: { email: 'ada@example.com', firstname: 'Ada', language: 'en', ...device },
      });
    });
  },
);
