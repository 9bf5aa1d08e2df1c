import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '@/config/constants';
import { consentCookieString, ONLY_NECESSARY } from '@/features/consent/consentCookie';

// public/consent-v1.js runs in every page's head, before the body paints (ADR 14).
const script = readFileSync('public/consent-v1.js', 'utf8');

function runWith(cookie: string): string[] {
  const classes: string[] = [];
  const document = { cookie, documentElement: { classList: { add: (name: string) => classes.push(name) } } };
  new Function('document', script)(document);
  return classes;
}

describe('the consent marker in the head', () => {
  it.each([
    ['a first visit', '', ['ask-consent']],
    ['other cookies only', 'theme=dark; channel=web', ['ask-consent']],
    ['a cookie whose name ends like it', `no${CONSENT_COOKIE}=1`, ['ask-consent']],
    ['a recorded choice', consentCookieString(ONLY_NECESSARY).split(';')[0]!, []],
    [
      'a recorded choice among others',
      `theme=dark; ${consentCookieString(ONLY_NECESSARY).split(';')[0]}`,
      [],
    ],
  ])('%s: %j', (_case, cookie, expected) => {
    expect(runWith(cookie)).toEqual(expected);
  });
});
