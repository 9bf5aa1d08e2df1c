// Apart from the message tables, so that a page that only falls back to it does not load them.
export const GENERAL_ERROR = 'generalErrorMessage';
