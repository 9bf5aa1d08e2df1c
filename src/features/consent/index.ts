export { ConsentManager, loadConsentDialog } from './ConsentManager';
export { ConsentSettingsLink } from './ConsentSettingsLink';
export { consentSlice, selectConsent, selectConsentRead } from './consentSlice';
export type { Consent } from './consentCookie';
export { readCookie, removeCookie, writeCookie } from './cookies';
