// A first visit (no consent cookie) shows the consent panel that every page carries, hidden, before
// the body paints (src/features/consent/ConsentManager.tsx, ADR 14). The name changes with the file:
// browsers keep it a day.
if (!/(?:^|;\s*)consent=/.test(document.cookie)) document.documentElement.classList.add('ask-consent');
