import { CONSENT_COOKIE } from './constants';

/** The class on <html> that shows the pre-rendered consent panel (ConsentManager). */
export const ASK_CONSENT_CLASS = 'ask-consent';

/**
 * Runs in every shop page's head, before the body paints: a first visit (no consent cookie) shows
 * the consent panel that every page carries, hidden, with the page's first paint rather than after
 * its code (ADR 14). Inline, allowed by its hash in the CSP (`consentMarkerHash`), so it costs no
 * request; the exact text is what is hashed. It tests `document.cookie` itself: no script, js-cookie
 * included, has loaded that early.
 */
export const CONSENT_MARKER_SCRIPT = `if(!/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.classList.add('${ASK_CONSENT_CLASS}')`;
