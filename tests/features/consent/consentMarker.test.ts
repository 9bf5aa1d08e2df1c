import { createHash } from 'node:crypto';
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '@/config/constants';
import { ASK_CONSENT_CLASS, CONSENT_MARKER_SCRIPT } from '@/config/consentMarker';
import { ONLY_NECESSARY, writeConsent } from '@/features/consent/consentCookie';
import { contentSecurityPolicy } from '@/server/csp';

// The marker runs inline in every shop page's head, before the body paints (ADR 14).
function runWith(cookie: string): string[] {
  const classes: string[] = [];
  const document = { cookie, documentElement: { classList: { add: (name: string) => classes.push(name) } } };
  new Function('document', CONSENT_MARKER_SCRIPT)(document);
  return classes;
}

// the cookie as the browser keeps it once the dialog has written it
writeConsent(ONLY_NECESSARY);
const recorded = document.cookie;

describe('the consent marker in the head', () => {
  it.each([
    ['a first visit', '', [ASK_CONSENT_CLASS]],
    ['other cookies only', 'theme=dark; channel=web', [ASK_CONSENT_CLASS]],
    ['a cookie whose name ends like it', `no${CONSENT_COOKIE}=1`, [ASK_CONSENT_CLASS]],
    ['a recorded choice', recorded, []],
    ['a recorded choice among others', `theme=dark; ${recorded}`, []],
  ])('%s: %j', (_case, cookie, expected) => {
    expect(runWith(cookie)).toEqual(expected);
  });

  it('is allowed by the CSP by the hash of its exact text', () => {
    const hash = createHash('sha256').update(CONSENT_MARKER_SCRIPT).digest('base64');
    expect(contentSecurityPolicy(false)).toContain(`'sha256-${hash}'`);
  });
});
