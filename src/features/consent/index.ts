export { ConsentManager, loadConsentDialog } from './ConsentManager';
export { ConsentSettingsLink } from './ConsentSettingsLink';
export { consentSlice, selectConsent, selectConsentRead } from './consentSlice';
export { readConsent, consentCookieString, type Consent } from './consentCookie';
export { readCookie, cookieString, expiredCookieString } from './cookies';
