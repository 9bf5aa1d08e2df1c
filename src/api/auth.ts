import { z } from 'zod/mini';
import { emptyResponse, phoneNumber } from './common';
import { bodyCall, callRoute, type ApiContext } from './http';
import { defineRoute } from './route';
import { EMAIL_ADDRESS_SOURCE } from './email';

/** SPEC §3 signed-in user. */
export const user = z.object({
  isAuthenticated: z.boolean(),
  email: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
});
export type User = z.infer<typeof user>;

const password = z.string().check(z.minLength(8), z.maxLength(128));
/**
 * The longest password text a sign-in takes. A sign-in checks what was typed against what is stored,
 * whatever the rules for new passwords say (SPEC §8: a wrong one is NotAuthorizedException); the
 * bound only keeps a request from having a megabyte hashed.
 */
export const TYPED_PASSWORD_MAX = 256;
const typedPassword = z.string().check(z.maxLength(TYPED_PASSWORD_MAX));
/**
 * SPEC §3: registration uses an email-based username, or an international phone number where the
 * tenant allows phone registration (the backend checks the tenant's flag).
 */
const userName = z
  .string()
  .check(
    z.maxLength(254),
    z.regex(
      new RegExp(`^(?:${EMAIL_ADDRESS_SOURCE}|\\+?[1-9]\\d{6,14})$`),
      'an email address or a phone number',
    ),
  );
/** Where single sign-on returns the customer: a path of this shop, never another site. */
const localPath = z.string().check(z.maxLength(500), z.regex(/^\/(?![/\\])[^\s]*$/, 'a path of this shop'));
/** The answer to sign-in attempts beyond the limit (429), with seconds until the next try. */
const RATE_LIMITED = 'TOO_MANY_ATTEMPTS';

export const registerBody = z.object({ userName, password });
export const authenticateBody = z.object({ userName, password: typedPassword });
export const confirmBody = z.object({ userName, code: z.string().check(z.regex(/^\d{4,8}$/)) });
export const ssoBody = z.object({ msisdn: phoneNumber, redirect: z.optional(localPath) });
/**
 * The one-time state of a single sign-on: the shop issues it when the customer leaves for the portal
 * (an HttpOnly cookie, and the same value in the portal's link), the portal hands it back in the link
 * to /login/sso, and the storefront takes the sign-in only when both match (src/server/ssoState.ts).
 */
export const ssoState = z.string().check(z.regex(/^[0-9a-z]{1,12}\.[A-Za-z0-9_-]{43}$/, 'an SSO state'));
export const ssoQuery = z.object({ state: ssoState });
export const forgotBody = z.object({ identifier: userName });
export const resetBody = z.object({ userName, code: z.string().check(z.regex(/^\d{4,8}$/)), password });
export const changePasswordBody = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(TYPED_PASSWORD_MAX)),
  newPassword: password,
});

export const registerRoute = defineRoute({
  id: 'register',
  method: 'POST',
  path: '/api/auth/register',
  tag: 'auth',
  summary: 'Registers a customer; a confirmation code is sent',
  body: registerBody,
  response: z.object({ userName: z.string(), confirmationRequired: z.boolean() }),
  status: 201,
  errors: ['CUSTOMER_DUPLICATION_ERROR', 'LOGIN_DISABLED', 'VALIDATION_FAILED', RATE_LIMITED],
});

export const confirmRoute = defineRoute({
  id: 'confirmAccount',
  method: 'POST',
  path: '/api/shop/rest/v2/account/confirm',
  tag: 'auth',
  summary: 'Confirms a registration with the code sent to the customer',
  body: confirmBody,
  response: emptyResponse,
  errors: ['CUSTOMER_NOT_FOUND', 'AUTHENTICATION_FAILED', RATE_LIMITED],
});

export const resendCodeBody = z.object({ userName });

export const resendCodeRoute = defineRoute({
  id: 'resendCode',
  method: 'POST',
  path: '/api/auth/resendCode',
  tag: 'auth',
  summary:
    'Sends the registration code again (answers the same for an unknown or confirmed account); ' +
    'refused with the seconds to wait within CODE_RESEND_AFTER_SECONDS of the last one',
  body: resendCodeBody,
  response: z.object({ resendAfterSeconds: z.number().check(z.int(), z.positive()) }),
  errors: ['OTP_RESEND_TIME_LIMIT_RESTRICTION', 'LOGIN_DISABLED', RATE_LIMITED],
});

export const authenticateRoute = defineRoute({
  id: 'authenticate',
  method: 'POST',
  path: '/api/auth/authenticate',
  tag: 'auth',
  summary: 'Signs in; sets the HttpOnly session cookie',
  body: authenticateBody,
  response: user,
  errors: ['NotAuthorizedException', 'LOGIN_DISABLED', RATE_LIMITED],
});

export const ssoAuthenticateRoute = defineRoute({
  id: 'ssoAuthenticate',
  method: 'POST',
  path: '/api/auth/ssoAuthenticate',
  tag: 'auth',
  summary:
    'Single sign-on by phone number from the shop portal; sets the session, answers where to go next. ' +
    'The storefront takes it only with the state it issued when the customer left for the portal.',
  query: ssoQuery,
  body: ssoBody,
  response: z.object({ redirect: z.string(), user }),
  errors: ['NotAuthorizedException', 'LOGIN_DISABLED', 'SSO_STATE_MISMATCH'],
});

export const forgotPassRoute = defineRoute({
  id: 'forgotPass',
  method: 'POST',
  path: '/api/auth/forgotPass',
  tag: 'auth',
  summary: 'Sends a password reset code (answers the same for an unknown customer)',
  body: forgotBody,
  response: emptyResponse,
  errors: [RATE_LIMITED],
});

export const resetPassRoute = defineRoute({
  id: 'resetPass',
  method: 'POST',
  path: '/api/auth/resetPass',
  tag: 'auth',
  summary: 'Sets a new password with a reset code; ends every session of the customer',
  body: resetBody,
  response: emptyResponse,
  errors: ['CUSTOMER_NOT_FOUND', 'AUTHENTICATION_FAILED', RATE_LIMITED],
});

export const changePasswordRoute = defineRoute({
  id: 'changePassword',
  method: 'POST',
  path: '/api/auth/changePassword',
  tag: 'auth',
  summary: "Changes the signed-in customer's password; ends the customer's other sessions",
  body: changePasswordBody,
  response: emptyResponse,
  errors: ['AUTHORIZATION_REQUIRED', 'AUTHENTICATION_FAILED', RATE_LIMITED],
  auth: true,
});

export const signOutRoute = defineRoute({
  id: 'signOut',
  method: 'POST',
  path: '/api/auth/signOut',
  tag: 'auth',
  summary: 'Ends the session',
  response: emptyResponse,
  errors: [],
});

export const authRoutes = [
  registerRoute,
  confirmRoute,
  resendCodeRoute,
  authenticateRoute,
  ssoAuthenticateRoute,
  forgotPassRoute,
  resetPassRoute,
  signOutRoute,
  changePasswordRoute,
];

export const register = bodyCall(registerRoute);
export const confirmAccount = bodyCall(confirmRoute);
export const resendCode = bodyCall(resendCodeRoute);
export const authenticate = bodyCall(authenticateRoute);
export const ssoAuthenticate = (ctx: ApiContext, body: z.input<typeof ssoBody>, state: string) =>
  callRoute(ctx, ssoAuthenticateRoute, { body, query: { state } });
export const forgotPass = bodyCall(forgotPassRoute);
export const resetPass = bodyCall(resetPassRoute);
export const changePassword = bodyCall(changePasswordRoute);
export const signOut = (ctx: ApiContext) => callRoute(ctx, signOutRoute, { body: {} });
