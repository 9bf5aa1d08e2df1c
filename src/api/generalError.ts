/**
 * SPEC §8 message key of the catch-all error, the one constant for it (the only error alert that
 * closes on its own). Apart from the message tables, so that a page that only falls back to it does
 * not load them.
 */
export const GENERAL_ERROR = 'generalErrorMessage';
