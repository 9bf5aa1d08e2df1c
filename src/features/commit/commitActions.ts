import { createAction } from '@reduxjs/toolkit';

/**
 * The commit of an order reached its end (SPEC §4 commit order): `cancelled` when the payment was
 * cancelled and the customer goes back to payment. Other features (the checkout's persisted order
 * number and payment-attempt flag) forget the order on it.
 */
export const orderSettled = createAction<{ orderNumber: string; cancelled: boolean }>('commit/orderSettled');
