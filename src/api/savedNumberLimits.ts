// The saved numbers' limits (ADR 0048), zod-free: the account page checks them before any call.

/** The most numbers one account keeps: a family's, not a phone book. */
export const MAX_SAVED_NUMBERS = 20;
export const MAX_SAVED_NUMBER_NAME = 40;
/** A name on one line: no control, format or line-separator characters. */
export const SAVED_NUMBER_NAME = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;
