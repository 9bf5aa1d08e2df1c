import { FLUSH } from '@/framework/persistActions';
import {
  authenticate,
  confirmAccount,
  forgotPass,
  getProfile,
  register,
  resendCode,
  resetPass,
  signOut,
  ssoAuthenticate,
} from '@/api/client';
import { isApiError } from '@/api/apiError';
import { accountThunk } from '../accountThunk';
import { dialogClosed, signedIn, signedOut } from '../authSlice';

export interface Credentials {
  userName: string;
  password: string;
}

/** SPEC §8 login: NotAuthorizedException → incorrectUsernameOrPassword, else the general error. */
export const login = accountThunk(
  'auth/login',
  async (credentials: Credentials, { dispatch, fail, shop }) => {
    try {
      const user = await authenticate(shop.ctx, credentials);
      dispatch(signedIn(user));
      dispatch(dialogClosed());
      return user;
    } catch (error) {
      return fail(error, 'login');
    }
  },
);

/** SPEC §4 registration: register, then the confirmation step; CUSTOMER_DUPLICATION_ERROR → usernameExists. */
export const registerAccount = accountThunk(
  'auth/register',
  async (credentials: Credentials, { fail, shop }) => {
    try {
      return await register(shop.ctx, credentials);
    } catch (error) {
      return fail(error, 'register');
    }
  },
);

/**
 * SPEC §4: on confirm, sign in when the password is kept (the customer just typed it), else the
 * success message and the way to /login (SPEC §2).
 */
export const confirmRegistration = accountThunk(
  'auth/confirm',
  async (
    { userName, code, password }: { userName: string; code: string; password: string | null },
    { dispatch, fail, shop },
  ) => {
    try {
      await confirmAccount(shop.ctx, { userName, code });
    } catch (error) {
      return fail(error, 'general');
    }
    if (!password) return { signedIn: false };
    const result = await dispatch(login({ userName, password }));
    return { signedIn: login.fulfilled.match(result) };
  },
);

/** A resend's outcome: sent or not, and the seconds until the next one may be asked for. */
export interface Resend {
  sent: boolean;
  waitSeconds: number;
}

/**
 * Registration's code once more. The backend's refusal for now (too soon after the last code, or
 * too many) names the seconds to wait, which the code step counts down instead of an error.
 */
export const resendRegistrationCode = accountThunk(
  'auth/resendCode',
  async (userName: string, { fail, shop }) => {
    try {
      const answer = await resendCode(shop.ctx, { userName });
      return { sent: true, waitSeconds: answer.resendAfterSeconds } satisfies Resend;
    } catch (error) {
      const wait = isApiError(error) ? error.body?.retryAfterSeconds : undefined;
      if (typeof wait === 'number' && wait > 0)
        return { sent: false, waitSeconds: Math.ceil(wait) } satisfies Resend;
      return fail(error, 'general');
    }
  },
);

/**
 * Always ends the local signed-in state: a failed sign-out call must not keep the customer's data
 * here. The emptied state is written to storage before the thunk settles, since the page may
 * reload right after and redux-persist writes in later ticks.
 */
export const logout = accountThunk('auth/logout', async (_: void, { dispatch, shop }) => {
  await signOut(shop.ctx).catch(() => undefined);
  dispatch(signedOut());
  const written: Promise<unknown>[] = [];
  dispatch({ type: FLUSH, result: (flushed: Promise<unknown>) => written.push(flushed) });
  await Promise.all(written);
});

export const requestPasswordReset = accountThunk(
  'auth/forgot',
  async (identifier: string, { fail, shop }) => {
    try {
      await forgotPass(shop.ctx, { identifier });
    } catch (error) {
      return fail(error, 'passwordReset');
    }
  },
);

export const resetPassword = accountThunk(
  'auth/reset',
  async (body: { userName: string; code: string; password: string }, { fail, shop }) => {
    try {
      await resetPass(shop.ctx, body);
    } catch (error) {
      return fail(error, 'passwordReset');
    }
  },
);

/**
 * SPEC §2 single sign-on: back from the tenant's portal, the backend signs the customer in by
 * phone number and answers where the browser goes next; the link's state proves that the shop sent
 * this browser to the portal (src/server/ssoState.ts).
 */
export const ssoLogin = accountThunk(
  'auth/sso',
  async (
    { state, ...body }: { msisdn: string; redirect?: string; state: string },
    { dispatch, fail, shop },
  ) => {
    try {
      const answer = await ssoAuthenticate(shop.ctx, body, state);
      dispatch(signedIn(answer.user));
      return answer.redirect;
    } catch (error) {
      return fail(error, 'login');
    }
  },
);

/**
 * The browser may hold a session it has no user for: a portal signs the customer in on the shop's
 * host (single sign-on), or the storage was cleared. The profile tells; a guest's answer is 401.
 */
export const recoverSession = accountThunk('auth/recover', async (_: void, { dispatch, shop }) => {
  try {
    const { email, firstName, lastName, phoneNumber } = await getProfile(shop.ctx);
    dispatch(signedIn({ isAuthenticated: true, email, firstName, lastName, phoneNumber }));
    return true;
  } catch {
    return false;
  }
});
