import type { AutoTopup } from '@/api/autoTopup';

/** A signed-in user as the sign-in answers it. */
export const user = {
  isAuthenticated: true,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  phoneNumber: null,
};

/** An auto top-up row as the backend lists it. */
export const autoTopupRow = (id: string, overrides: Partial<AutoTopup> = {}): AutoTopup => ({
  autoTopupId: id,
  autoTopupType: 'LOW_BALANCE',
  topupType: 'AUTOMATIC',
  autoTopupLight: false,
  brand: 'testshop',
  paymentToken: 'PT-1',
  userId: 'u1',
  status: 'ENABLED',
  ...overrides,
});
