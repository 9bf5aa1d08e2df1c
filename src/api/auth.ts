import { z } from 'zod';
import { emptyResponse, phoneNumber } from './common';
import { callRoute, type ApiContext } from './http';
import { defineRoute } from './route';

/** SPEC §3 signed-in user. */
export const user = z.object({
  isAuthenticated: z.boolean(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type User = z.infer<typeof user>;

const password = z.string().min(8).max(128);
/** SPEC §3: registration uses an email-based username (or a phone when the tenant allows it). */
const userName = z.string().min(3).max(254);

export const registerBody = z.object({ userName, password });
export const authenticateBody = z.object({ userName, password });
export const confirmBody = z.object({ userName, code: z.string().regex(/^\d{4,8}$/) });
export const ssoBody = z.object({ msisdn: phoneNumber, redirect: z.string().max(500).optional() });
export const forgotBody = z.object({ identifier: userName });
export const resetBody = z.object({ userName, code: z.string().regex(/^\d{4,8}$/), password });

export const registerRoute = defineRoute({
  id: 'register',
  method: 'POST',
  path: '/api/auth/register',
  tag: 'auth',
  summary: 'Registers a customer; a confirmation code is sent',
  body: registerBody,
  response: z.object({ userName: z.string(), confirmationRequired: z.boolean() }),
  status: 201,
  errors: ['CUSTOMER_DUPLICATION_ERROR', 'LOGIN_DISABLED', 'VALIDATION_FAILED'],
});

export const confirmRoute = defineRoute({
  id: 'confirmAccount',
  method: 'POST',
  path: '/api/shop/rest/v2/account/confirm',
  tag: 'auth',
  summary: 'Confirms a registration with the code sent to the customer',
  body: confirmBody,
  response: emptyResponse,
  errors: ['CUSTOMER_NOT_FOUND', 'AUTHENTICATION_FAILED'],
});

export const authenticateRoute = defineRoute({
  id: 'authenticate',
  method: 'POST',
  path: '/api/auth/authenticate',
  tag: 'auth',
  summary: 'Signs in; sets the HttpOnly session cookie',
  body: authenticateBody,
  response: user,
  errors: ['NotAuthorizedException', 'LOGIN_DISABLED'],
});

export const ssoAuthenticateRoute = defineRoute({
  id: 'ssoAuthenticate',
  method: 'POST',
  path: '/api/auth/ssoAuthenticate',
  tag: 'auth',
  summary: 'Single sign-on by phone number; answers where to go next',
  body: ssoBody,
  response: z.object({ redirect: z.string() }),
  errors: ['NotAuthorizedException'],
});

export const forgotPassRoute = defineRoute({
  id: 'forgotPass',
  method: 'POST',
  path: '/api/auth/forgotPass',
  tag: 'auth',
  summary: 'Sends a password reset code',
  body: forgotBody,
  response: emptyResponse,
  errors: ['CUSTOMER_NOT_FOUND'],
});

export const resetPassRoute = defineRoute({
  id: 'resetPass',
  method: 'POST',
  path: '/api/auth/resetPass',
  tag: 'auth',
  summary: 'Sets a new password with a reset code',
  body: resetBody,
  response: emptyResponse,
  errors: ['CUSTOMER_NOT_FOUND', 'AUTHENTICATION_FAILED'],
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
  authenticateRoute,
  ssoAuthenticateRoute,
  forgotPassRoute,
  resetPassRoute,
  signOutRoute,
];

export const register = (ctx: ApiContext, body: z.input<typeof registerBody>) =>
  callRoute(ctx, registerRoute, { body });
export const confirmAccount = (ctx: ApiContext, body: z.input<typeof confirmBody>) =>
  callRoute(ctx, confirmRoute, { body });
export const authenticate = (ctx: ApiContext, body: z.input<typeof authenticateBody>) =>
  callRoute(ctx, authenticateRoute, { body });
export const ssoAuthenticate = (ctx: ApiContext, body: z.input<typeof ssoBody>) =>
  callRoute(ctx, ssoAuthenticateRoute, { body });
export const forgotPass = (ctx: ApiContext, body: z.input<typeof forgotBody>) =>
  callRoute(ctx, forgotPassRoute, { body });
export const resetPass = (ctx: ApiContext, body: z.input<typeof resetBody>) =>
  callRoute(ctx, resetPassRoute, { body });
export const signOut = (ctx: ApiContext) => callRoute(ctx, signOutRoute, { body: {} });
