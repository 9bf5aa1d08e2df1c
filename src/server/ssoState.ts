import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ssoAuthenticateRoute, ssoState } from '@/api/auth';
import { parseCookies } from '@/sandbox/http';
import { clientOf } from '@/sandbox/node';
import { BoundedMap } from './boundedMap';
import { serverEnv } from './env';

/*
 * Single sign-on (SPEC §6) ends on the shop's /login/sso?msisdn=…, which signs in whoever the link
 * names: opened from any other site, it would sign the visitor into someone else's account. So the
 * shop issues a one-time state when the customer leaves for the portal (GET /api/sso/portal): an
 * HttpOnly cookie, and the same value in the portal's link. The portal hands it back in the link to
 * /login/sso, and the storefront takes ssoAuthenticate only when the link's state is the cookie's,
 * fresh and not spent: a link made elsewhere lacks the visitor's cookie.
 */

export const SSO_STATE_COOKIE = 'sso_state';
/** How long the way to the portal and back may take. */
export const SSO_STATE_TTL_SECONDS = 10 * 60;
/** Spent states kept until they expire: more are forgotten oldest first (their cookies are gone). */
export const SPENT_STATES_MAX = 10_000;

/** How far the clocks of two instances of the storefront may differ. */
const CLOCK_SKEW_MS = 60_000;

const spent = new BoundedMap<string, number>(SPENT_STATES_MAX);

/** How many spent states are kept now: never more than SPENT_STATES_MAX. */
export const spentSsoStates = () => spent.size;

/**
 * The state's cookie: only for the one call that reads it, HttpOnly, and Lax so that it comes along
 * on the way back from the portal's site in every browser (its value is worth nothing without the
 * link's). Secure except for plain http on a loopback host, as the session cookie.
 */
function stateCookie(req: IncomingMessage, value: string, maxAgeSeconds: number): string {
  const secure = clientOf(req, serverEnv.proxyTrust).secureCookies ? ' Secure;' : '';
  return `${SSO_STATE_COOKIE}=${value}; Path=${ssoAuthenticateRoute.path}; HttpOnly;${secure} SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

/** A new state for a customer leaving for the portal: set as the cookie, answered for the link. */
export function issueSsoState(req: IncomingMessage, res: ServerResponse, now = Date.now()): string {
  const state = `${now.toString(36)}.${randomBytes(32).toString('base64url')}`;
  res.setHeader('Set-Cookie', stateCookie(req, state, SSO_STATE_TTL_SECONDS));
  return state;
}

/**
 * Keeps `cookie` among the answer's Set-Cookie headers whatever answers the call later (the sandbox
 * or the upstream, which set their own session cookie with setHeader).
 */
function keepCookie(res: ServerResponse, cookie: string): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() !== 'set-cookie') return setHeader(name, value);
    const others = Array.isArray(value) ? (value as readonly string[]) : [String(value)];
    return setHeader(name, [...others, cookie]);
  }) as ServerResponse['setHeader'];
  setHeader('Set-Cookie', [cookie]);
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Whether an ssoAuthenticate request carries the state this browser was issued: its `state` query
 * is the cookie's, at most SSO_STATE_TTL_SECONDS old, and not used before. The cookie is cleared in
 * the answer either way, so each state gets one try.
 */
export function takeSsoState(req: IncomingMessage, res: ServerResponse, now = Date.now()): boolean {
  keepCookie(res, stateCookie(req, '', 0));
  const given = new URL(req.url ?? '/', 'http://storefront.invalid').searchParams.get('state');
  const cookie = req.headers.cookie;
  const held = parseCookies(Array.isArray(cookie) ? cookie.join('; ') : cookie)[SSO_STATE_COOKIE];
  if (!given || !held || !ssoState.safeParse(given).success || !sameText(given, held)) return false;
  const issued = parseInt(given.split('.')[0] ?? '', 36);
  const expires = issued + SSO_STATE_TTL_SECONDS * 1000;
  // another instance of the storefront may have issued it, its clock a little ahead
  if (!(issued <= now + CLOCK_SKEW_MS && now < expires)) return false;
  for (const [state, until] of spent) {
    if (until > now) break;
    spent.delete(state);
  }
  if (spent.has(given)) return false;
  spent.set(given, expires);
  return true;
}
