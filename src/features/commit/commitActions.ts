import { createAction } from '@reduxjs/toolkit';

/**
 * The commit of an order reached its end (SPEC §4 commit order): `cancelled` when the payment was
 * cancelled. Other features react: the checkout forgets its payment-attempt flag, and its persisted
 * order number unless the payment was cancelled (a retry names that order again). `unconfirmed`:
 * SPEC's retries are over but the outcome is not known, so the checkout is over while the commit
 * keeps its order to check on.
 */
export const orderSettled = createAction<{ orderNumber: string; cancelled: boolean; unconfirmed?: boolean }>(
  'commit/orderSettled',
);
