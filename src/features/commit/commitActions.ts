import { createAction } from '@reduxjs/toolkit';

/**
 * The commit of an order reached its end (SPEC §4 commit order): `cancelled` when the payment was
 * cancelled. Other features react: the checkout forgets its payment-attempt flag, and its persisted
 * order number unless the payment was cancelled (a retry names that order again).
 */
export const orderSettled = createAction<{ orderNumber: string; cancelled: boolean }>('commit/orderSettled');
